import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportKind } from '@/lib/imports/columns';
import { apiClient } from '../client';
import type { components } from '../schema';
import type { ImportResult } from '../schema-types.gen';

export type { ImportResult } from '../schema-types.gen';

export interface RunImportInput {
  kind: ImportKind;
  fileName: string;
  rows: Record<string, string>[];
  dryRun: boolean;
}

async function runImport({ kind, fileName, rows, dryRun }: RunImportInput): Promise<ImportResult> {
  const body = { fileName: fileName.slice(0, 255), dryRun, rows };
  const { data } =
    kind === 'employees'
      ? await apiClient.POST('/api/imports/employees', {
          body: body as components['schemas']['EmployeeImportRequest'],
        })
      : kind === 'levels'
        ? await apiClient.POST('/api/imports/levels', {
            body: body as components['schemas']['LevelImportRequest'],
          })
        : await apiClient.POST('/api/imports/compensation', {
            body: body as components['schemas']['CompensationImportRequest'],
          });
  return data!.data;
}

/** Checks (dryRun) or imports the mapped rows; an import refreshes everything it may have changed. */
export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runImport,
    onSuccess: (result) => {
      if (!result.dryRun) void queryClient.invalidateQueries();
    },
  });
}

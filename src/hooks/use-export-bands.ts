import { useMutation, useQueryClient } from '@tanstack/react-query';
import { levelsQueryOptions } from '@/api/resources/levels';
import { downloadText } from '@/lib/download';
import { bandsCsv } from '@/lib/imports/export';

/** Downloads every level's pay bands, one row per band (the bands import's columns). */
export function useExportBands() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const levels = await queryClient.fetchQuery(levelsQueryOptions());
      downloadText(`pay-bands-${new Date().toISOString().slice(0, 10)}.csv`, bandsCsv(levels));
      return levels.length;
    },
  });
}

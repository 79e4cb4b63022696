import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { downloadText } from '@/lib/download';
import { employeesCsv } from '@/lib/imports/export';

/** Downloads every employee with their current compensation (the import template's columns). */
export function useExportEmployees() {
  return useMutation({
    mutationFn: async () => {
      const { data } = await apiClient.GET('/api/employees');
      const employees = data!.data;
      downloadText(
        `employees-${new Date().toISOString().slice(0, 10)}.csv`,
        employeesCsv(employees),
      );
      return employees.length;
    },
  });
}

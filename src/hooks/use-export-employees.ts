import { useMutation } from '@tanstack/react-query';
import { fetchAllEmployees } from '@/api/resources/employees';
import { downloadText } from '@/lib/download';
import { employeesCsv } from '@/lib/imports/export';

/** Downloads every employee with their current compensation (the import template's columns). */
export function useExportEmployees() {
  return useMutation({
    mutationFn: async () => {
      const employees = await fetchAllEmployees();
      downloadText(
        `employees-${new Date().toISOString().slice(0, 10)}.csv`,
        employeesCsv(employees),
      );
      return employees.length;
    },
  });
}

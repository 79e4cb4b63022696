import { apiClient } from './client';
import { fetchAllPages } from './pages';
import type { components } from './schema';

/** Every employee the caller may see (GET /api/employees, all pages). */
export function fetchAllEmployees(): Promise<components['schemas']['Employee'][]> {
  return fetchAllPages(
    async (page) => (await apiClient.GET('/api/employees', { params: { query: page } })).data!,
  );
}

/** Accepts a list either bare or wrapped as `{ data: [...] }` (the spec allows both). */
export function unwrapList<T>(body: T[] | { data: T[] } | null | undefined): T[] {
  if (Array.isArray(body)) return body;
  if (body && Array.isArray(body.data)) return body.data;
  return [];
}

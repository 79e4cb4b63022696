/** A response body's JSON text. */
export const jsonText = (body: unknown): string => JSON.stringify(body);

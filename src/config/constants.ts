export const PRODUCT_NAME = 'Meritly';

export function pageTitle(page: string): string {
  return `${PRODUCT_NAME} — ${page}`;
}

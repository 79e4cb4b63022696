import { PRODUCT_NAME } from '@/lib/product';

// The name lives in src/lib: the mock's reminder messages (src/lib/nudges) say it too.
export { PRODUCT_NAME };

export function pageTitle(page: string): string {
  return `${PRODUCT_NAME} — ${page}`;
}

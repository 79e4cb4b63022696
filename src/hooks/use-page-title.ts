import { useEffect } from 'react';
import { pageTitle, PRODUCT_NAME } from '@/config/constants';

/** Sets the document title to `Meritly — <page>` (just `Meritly` without a page). */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? pageTitle(page) : PRODUCT_NAME;
  }, [page]);
}

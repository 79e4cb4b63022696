import { describe, expect, it } from 'vitest';
import { pageTitle, PRODUCT_NAME } from './constants';

describe('pageTitle', () => {
  it('prefixes the page with the product name', () => {
    expect(PRODUCT_NAME).toBe('Meritly');
    expect(pageTitle('Users')).toBe('Meritly — Users');
  });
});

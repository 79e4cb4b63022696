import '@testing-library/jest-dom/vitest';
import '@mocks/test/setup';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Node-environment tests (scripts, mock server) have no window.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});

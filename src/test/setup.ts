import '@testing-library/jest-dom/vitest';
import { registerMockBackend } from '@mocks/test/setup';
import './emotion-styles';
import { cleanup, configure } from '@testing-library/react';
import { configure as configureStoryTesting } from 'storybook/test';
import { afterEach } from 'vitest';
import { installConsoleGuard } from './console-guard';
// The demo menu imports the mock's controls lazily (src/app/DevMenu.tsx): a test whose shell is
// gone before that import resolves would load their modules after its environment was torn down.
import '@mocks/browser';

// Hooks are registered here, by this file, which runs for every test file (modules it imports may
// be shared by several files of a worker). The guard first: after-hooks run as a stack, so its
// afterEach runs last, after cleanup and the mock's checks.
installConsoleGuard();
registerMockBackend();

// Two CI cores run ~130 files of jsdom + MUI: a 1 s wait for the next screen is too tight there.
// Failing findBy* queries still fail, only later.
configure({ asyncUtilTimeout: 10_000 });
configureStoryTesting({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // Node-environment tests (scripts, mock server) have no window.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});

import { describe, expect, it } from 'vitest';
import { classifyChunk, findMockOnlyModules, hasSignedInCode } from './chunks';

const graph = {
  entries: ['/app/src/main.tsx'],
  edges: new Map([
    ['/app/src/main.tsx', ['/app/src/app/App.tsx', '/app/mocks/browser.ts']],
    ['/app/src/app/App.tsx', ['/app/src/lib/money.ts']],
    ['/app/mocks/browser.ts', ['/app/mocks/db/store.ts', '/app/src/lib/money.ts']],
    ['/app/mocks/db/store.ts', ['/node_modules/msw/index.js']],
    ['/app/src/lib/money.ts', []],
    ['/node_modules/msw/index.js', []],
  ]),
};

describe('mock chunk detection', () => {
  it('counts as mock only what the app reaches through mocks/browser.ts and nothing else', () => {
    const mockOnly = findMockOnlyModules(graph);
    expect([...mockOnly].sort()).toEqual([
      '/app/mocks/browser.ts',
      '/app/mocks/db/store.ts',
      '/node_modules/msw/index.js',
    ]);
    // Shared with the app: not mock code.
    expect(mockOnly.has('/app/src/lib/money.ts')).toBe(false);
  });

  it('calls a chunk mock, app or mixed by the bytes of its modules', () => {
    const mockOnly = findMockOnlyModules(graph);
    expect(classifyChunk([{ id: '/app/mocks/db/store.ts', size: 10 }], mockOnly).kind).toBe('mock');
    expect(classifyChunk([{ id: '/app/src/lib/money.ts', size: 10 }], mockOnly).kind).toBe('app');
    expect(
      classifyChunk(
        [
          { id: '/app/mocks/db/store.ts', size: 30 },
          { id: '/app/src/lib/money.ts', size: 10 },
        ],
        mockOnly,
      ),
    ).toEqual({ kind: 'mixed', mockShare: 0.75 });
  });

  it('recognises signed-in code but not the public pages', () => {
    expect(hasSignedInCode([{ id: '/app/src/features/users/routes/UsersRoute.tsx' }])).toBe(true);
    expect(hasSignedInCode([{ id: '/app/src/app/layouts/ProtectedShell.tsx' }])).toBe(true);
    expect(hasSignedInCode([{ id: '/app/src/features/landing/routes/LandingRoute.tsx' }])).toBe(
      false,
    );
    expect(hasSignedInCode([{ id: '/app/src/features/auth/routes/SignInRoute.tsx' }])).toBe(false);
  });
});

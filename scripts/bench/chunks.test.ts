import { describe, expect, it } from 'vitest';
import {
  classifyChunk,
  findMockOnlyModules,
  hasSignedInCode,
  mockDependenciesOnPage,
  type ChunkLinks,
} from './chunks';

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
    expect(hasSignedInCode([{ id: '/app/src/app/pages/dashboard/DashboardSwitch.tsx' }])).toBe(
      true,
    );
    expect(hasSignedInCode([{ id: '/app/src/features/landing/routes/LandingRoute.tsx' }])).toBe(
      false,
    );
    expect(hasSignedInCode([{ id: '/app/src/features/auth/routes/SignInRoute.tsx' }])).toBe(false);
  });
});

describe('chunks a page loads only for the mock', () => {
  const links = {
    '/assets/index.js': {
      kind: 'app',
      isEntry: true,
      imports: ['/assets/react.js'],
      dynamicImports: ['/assets/mock.js', '/assets/App.js', '/assets/Admin.js'],
    },
    '/assets/react.js': { kind: 'app', isEntry: false, imports: [], dynamicImports: [] },
    '/assets/mock.js': {
      kind: 'mock',
      isEntry: false,
      imports: ['/assets/budgets.js', '/assets/accounts.js'],
      dynamicImports: [],
    },
    '/assets/App.js': {
      kind: 'app',
      isEntry: false,
      imports: ['/assets/react.js'],
      dynamicImports: ['/assets/SignIn.js', '/assets/Admin.js'],
    },
    '/assets/SignIn.js': {
      kind: 'app',
      isEntry: false,
      imports: ['/assets/accounts.js'],
      dynamicImports: [],
    },
    '/assets/Admin.js': {
      kind: 'app',
      isEntry: false,
      imports: ['/assets/budgets.js'],
      dynamicImports: [],
    },
    '/assets/budgets.js': { kind: 'app', isEntry: false, imports: [], dynamicImports: [] },
    '/assets/accounts.js': { kind: 'app', isEntry: false, imports: [], dynamicImports: [] },
  } as const satisfies Record<string, ChunkLinks>;
  const copy = JSON.parse(JSON.stringify(links)) as Record<string, ChunkLinks>;

  it('counts a shared chunk as the mock’s when none of the page’s own chunks imports it', () => {
    const signIn = [
      '/assets/index.js',
      '/assets/react.js',
      '/assets/mock.js',
      '/assets/budgets.js',
      '/assets/accounts.js',
      '/assets/App.js',
      '/assets/SignIn.js',
    ];
    expect([...mockDependenciesOnPage(signIn, copy)]).toEqual(['/assets/budgets.js']);
  });

  it('keeps it as app code on a page whose own chunks import it, and never lists mock chunks', () => {
    const admin = [
      '/assets/index.js',
      '/assets/react.js',
      '/assets/mock.js',
      '/assets/budgets.js',
      '/assets/accounts.js',
      '/assets/App.js',
      '/assets/Admin.js',
    ];
    expect([...mockDependenciesOnPage(admin, copy)]).toEqual(['/assets/accounts.js']);
  });
});

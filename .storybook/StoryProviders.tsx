import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from '@/app/AppProviders';

export type StoryRouterParameters = {
  /** Route pattern the story is mounted at, e.g. '/admin/teams/:teamId' (useParams works). */
  path?: string;
  initialEntries?: string[];
};

export type StoryProvidersProps = {
  router?: StoryRouterParameters;
  children: ReactNode;
};

function createStoryQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

/** Theme, a fresh QueryClient per story and a MemoryRouter, as the app provides them. */
export function StoryProviders({ router, children }: StoryProvidersProps) {
  const [queryClient] = useState(createStoryQueryClient);
  const initialEntries = router?.initialEntries ?? [router?.path?.replace(/:\w+/g, '1') ?? '/'];
  return (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={initialEntries}>
        {router?.path ? (
          <Routes>
            <Route path={router.path} element={children} />
          </Routes>
        ) : (
          children
        )}
      </MemoryRouter>
    </AppProviders>
  );
}

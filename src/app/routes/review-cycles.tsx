import { redirect, type LoaderFunctionArgs, type Params, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyPage, lazyRoleGuard } from './lazy';

const loadPrefetch = () => import('@/app/pages/review-cycle/prefetch-review-cycle');

/**
 * A cycle's screens that managers and employees open too (managers approve in review cycles,
 * employees open their own stages); the screens themselves decide what each role may do.
 */
const sharedWithAllRoles: RouteObject[] = [
  {
    path: paths.reviewCycle.path,
    // The prefetch's module is asked for before the page's code: its calls run while the page's
    // many chunks download (a cold first visit), not after them.
    lazy: lazyPage(() => {
      void loadPrefetch();
      return import('@/app/pages/review-cycle/ReviewCyclePage');
    }),
    loader: ({ params }) => {
      const { cycleId = '', participantId } = params;
      void loadPrefetch().then(({ prefetchReviewCycle }) =>
        prefetchReviewCycle(cycleId, participantId),
      );
      return null;
    },
    // The participant stage screen (participants/:participantId) renders in the detail's <Outlet/>.
    children: [
      {
        path: paths.reviewCycleParticipant.path,
        lazy: lazyPage(() => import('@/app/pages/participant-stage/ParticipantStagePage')),
      },
    ],
  },
];

/** A cycle's screens that managers also open, for their direct reports. */
const adminAndManager: RouteObject[] = [
  {
    path: paths.reviewCycleCalibration.path,
    lazy: lazyPage(() => import('@/features/calibration/routes/CalibrationRoute')),
  },
];

/** A former address: its loader answers with the new one, the query (the stage asked for) kept. */
function movedTo(path: string, href: (params: Params) => string): RouteObject {
  return {
    path,
    loader: ({ params, request }: LoaderFunctionArgs) => {
      const { search, hash } = new URL(request.url);
      return redirect(`${href(params)}${search}${hash}`);
    },
    // Never shown (the loader redirects first); without it react-router warns of an empty page.
    element: null,
  };
}

/**
 * These screens were under /admin (spec 02 names /admin/review-cycles/{cycleId} and its
 * participants/{participantId}): bookmarks and links in e-mails and notifications still open them.
 */
const formerAddresses: RouteObject[] = [
  movedTo('/admin/review-cycles/:cycleId', ({ cycleId = '' }) =>
    paths.reviewCycle.getHref(cycleId),
  ),
  movedTo(
    '/admin/review-cycles/:cycleId/participants/:participantId',
    ({ cycleId = '', participantId = '' }) =>
      paths.reviewCycleParticipant.getHref(cycleId, participantId),
  ),
  movedTo('/admin/review-cycles/:cycleId/calibration', ({ cycleId = '' }) =>
    paths.reviewCycleCalibration.getHref(cycleId),
  ),
];

export const reviewCycleRoutes: RouteObject[] = [
  { lazy: lazyRoleGuard(['admin', 'manager']), children: adminAndManager },
  { lazy: lazyRoleGuard(['admin', 'manager', 'employee']), children: sharedWithAllRoles },
  ...formerAddresses,
];

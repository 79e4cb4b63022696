import { redirect, type LoaderFunctionArgs, type Params, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyPage, lazyRoleGuard } from './lazy';

/**
 * A cycle's screens that managers and employees open too (managers approve in review cycles,
 * employees open their own stages); the screens themselves decide what each role may do.
 */
const sharedWithAllRoles: RouteObject[] = [
  {
    path: paths.reviewCycle.path,
    lazy: lazyPage(() => import('@/app/pages/review-cycle/ReviewCyclePage')),
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

/** Answers an old address with the new one, its query (the stage asked for) kept. */
function movedTo(href: (params: Params) => string) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const { search, hash } = new URL(request.url);
    return redirect(`${href(params)}${search}${hash}`);
  };
}

/**
 * These screens were under /admin (spec 02 names /admin/review-cycles/{cycleId} and its
 * participants/{participantId}): bookmarks and links in e-mails and notifications still open them.
 */
const formerAddresses: RouteObject[] = [
  {
    path: '/admin/review-cycles/:cycleId',
    loader: movedTo(({ cycleId = '' }) => paths.reviewCycle.getHref(cycleId)),
  },
  {
    path: '/admin/review-cycles/:cycleId/participants/:participantId',
    loader: movedTo(({ cycleId = '', participantId = '' }) =>
      paths.reviewCycleParticipant.getHref(cycleId, participantId),
    ),
  },
  {
    path: '/admin/review-cycles/:cycleId/calibration',
    loader: movedTo(({ cycleId = '' }) => paths.reviewCycleCalibration.getHref(cycleId)),
  },
];

export const reviewCycleRoutes: RouteObject[] = [
  { lazy: lazyRoleGuard(['admin', 'manager']), children: adminAndManager },
  { lazy: lazyRoleGuard(['admin', 'manager', 'employee']), children: sharedWithAllRoles },
  ...formerAddresses,
];

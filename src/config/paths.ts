type Id = string | number;

const enc = (id: Id) => encodeURIComponent(String(id));

/** A page whose address takes nothing. */
const staticPath = <P extends string>(path: P) => ({ path, getHref: () => path }) as const;

export const paths = {
  landing: staticPath('/'),
  waitlist: staticPath('/waitlist'),
  auth: {
    login: {
      path: '/auth',
      getHref: (redirectTo?: string | null) =>
        `/auth${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`,
    },
    register: staticPath('/auth/register'),
    forgotPassword: staticPath('/auth/forgot-password'),
  },
  dashboard: staticPath('/dashboard'),
  // A cycle's page, its participants' stages and its calibration: managers and employees open them too.
  reviewCycle: {
    path: '/review-cycles/:cycleId',
    getHref: (cycleId: Id) => `/review-cycles/${enc(cycleId)}`,
  },
  reviewCycleParticipant: {
    path: '/review-cycles/:cycleId/participants/:participantId',
    getHref: (cycleId: Id, participantId: Id) =>
      `/review-cycles/${enc(cycleId)}/participants/${enc(participantId)}`,
  },
  reviewCycleCalibration: {
    path: '/review-cycles/:cycleId/calibration',
    getHref: (cycleId: Id) => `/review-cycles/${enc(cycleId)}/calibration`,
  },
  admin: {
    root: staticPath('/admin'),
    users: {
      path: '/admin/users',
      /**
       * `add`: the Add User panel opens (the directory's Add Employee); `employeeId`: it gives
       * that existing employee the account.
       */
      getHref: (options?: { add?: boolean; employeeId?: Id }) => {
        if (options?.employeeId) return `/admin/users?add=1&employeeId=${enc(options.employeeId)}`;
        return options?.add ? '/admin/users?add=1' : '/admin/users';
      },
    },
    employees: staticPath('/admin/employees'),
    levels: staticPath('/admin/levels'),
    teams: staticPath('/admin/teams'),
    team: { path: '/admin/teams/:teamId', getHref: (teamId: Id) => `/admin/teams/${enc(teamId)}` },
    reviewCycles: staticPath('/admin/review-cycles'),
    reviewCycleReports: {
      path: '/admin/review-cycles/:cycleId/reports',
      getHref: (cycleId: Id) => `/admin/review-cycles/${enc(cycleId)}/reports`,
    },
    reviewCycleLetters: {
      path: '/admin/review-cycles/:cycleId/letters',
      getHref: (cycleId: Id) => `/admin/review-cycles/${enc(cycleId)}/letters`,
    },
    settings: {
      general: staticPath('/admin/settings'),
      reviewStages: staticPath('/admin/settings/review-stages'),
      workflows: staticPath('/admin/settings/workflows'),
      workflowNew: staticPath('/admin/settings/workflows/new'),
      workflow: {
        path: '/admin/settings/workflows/:id',
        getHref: (id: Id) => `/admin/settings/workflows/${enc(id)}`,
      },
      performanceMetrics: staticPath('/admin/settings/performance-metrics'),
      compensation: staticPath('/admin/settings/compensation'),
      organization: staticPath('/admin/settings/organization'),
    },
    utilities: staticPath('/admin/utilities'),
    utilitiesImport: {
      path: '/admin/utilities/import',
      /** `kind`: the import the wizard starts on (e.g. 'levels' from the Levels screen). */
      getHref: (kind?: string) =>
        kind ? `/admin/utilities/import?kind=${enc(kind)}` : '/admin/utilities/import',
    },
    audit: staticPath('/admin/audit'),
    outbox: {
      path: '/admin/outbox',
      getHref: (cycleId?: Id) => `/admin/outbox${cycleId ? `?cycleId=${enc(cycleId)}` : ''}`,
    },
    profile: staticPath('/admin/profile'),
  },
  employee: {
    path: '/employees/:id',
    getHref: (id: Id) => `/employees/${enc(id)}`,
  },
  manager: {
    dashboard: staticPath('/manager/dashboard'),
    team: staticPath('/manager/team'),
    reviews: staticPath('/manager/reviews'),
    profile: staticPath('/manager/profile'),
  },
  me: {
    profile: staticPath('/profile'),
    selfReviews: staticPath('/reviews/self-review'),
    selfReview: {
      path: '/reviews/self-review/:cycleId',
      getHref: (cycleId: Id) => `/reviews/self-review/${enc(cycleId)}`,
    },
    overdueReviews: staticPath('/reviews/overdue'),
    performance: staticPath('/performance'),
    compensation: staticPath('/compensation'),
    letter: {
      path: '/compensation/letters/:letterId',
      getHref: (letterId: Id) => `/compensation/letters/${enc(letterId)}`,
    },
    team: staticPath('/team'),
  },
} as const;

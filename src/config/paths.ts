type Id = string | number;

const enc = (id: Id) => encodeURIComponent(String(id));

export const paths = {
  landing: { path: '/', getHref: () => '/' },
  waitlist: { path: '/waitlist', getHref: () => '/waitlist' },
  auth: {
    login: {
      path: '/auth',
      getHref: (redirectTo?: string | null) =>
        `/auth${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`,
    },
    register: { path: '/auth/register', getHref: () => '/auth/register' },
    forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
  },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
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
    root: { path: '/admin', getHref: () => '/admin' },
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
    employees: { path: '/admin/employees', getHref: () => '/admin/employees' },
    teams: { path: '/admin/teams', getHref: () => '/admin/teams' },
    team: { path: '/admin/teams/:teamId', getHref: (teamId: Id) => `/admin/teams/${enc(teamId)}` },
    reviewCycles: { path: '/admin/review-cycles', getHref: () => '/admin/review-cycles' },
    reviewCycleReports: {
      path: '/admin/review-cycles/:cycleId/reports',
      getHref: (cycleId: Id) => `/admin/review-cycles/${enc(cycleId)}/reports`,
    },
    settings: {
      general: { path: '/admin/settings', getHref: () => '/admin/settings' },
      reviewStages: {
        path: '/admin/settings/review-stages',
        getHref: () => '/admin/settings/review-stages',
      },
      workflows: { path: '/admin/settings/workflows', getHref: () => '/admin/settings/workflows' },
      workflowNew: {
        path: '/admin/settings/workflows/new',
        getHref: () => '/admin/settings/workflows/new',
      },
      workflow: {
        path: '/admin/settings/workflows/:id',
        getHref: (id: Id) => `/admin/settings/workflows/${enc(id)}`,
      },
      performanceMetrics: {
        path: '/admin/settings/performance-metrics',
        getHref: () => '/admin/settings/performance-metrics',
      },
      compensation: {
        path: '/admin/settings/compensation',
        getHref: () => '/admin/settings/compensation',
      },
      organization: {
        path: '/admin/settings/organization',
        getHref: () => '/admin/settings/organization',
      },
    },
    utilities: { path: '/admin/utilities', getHref: () => '/admin/utilities' },
    utilitiesImport: {
      path: '/admin/utilities/import',
      getHref: () => '/admin/utilities/import',
    },
    audit: { path: '/admin/audit', getHref: () => '/admin/audit' },
    outbox: {
      path: '/admin/outbox',
      getHref: (cycleId?: Id) => `/admin/outbox${cycleId ? `?cycleId=${enc(cycleId)}` : ''}`,
    },
    profile: { path: '/admin/profile', getHref: () => '/admin/profile' },
  },
  employee: {
    path: '/employees/:id',
    getHref: (id: Id) => `/employees/${enc(id)}`,
  },
  manager: {
    dashboard: { path: '/manager/dashboard', getHref: () => '/manager/dashboard' },
    team: { path: '/manager/team', getHref: () => '/manager/team' },
    reviews: { path: '/manager/reviews', getHref: () => '/manager/reviews' },
    profile: { path: '/manager/profile', getHref: () => '/manager/profile' },
  },
  me: {
    profile: { path: '/profile', getHref: () => '/profile' },
    selfReviews: { path: '/reviews/self-review', getHref: () => '/reviews/self-review' },
    selfReview: {
      path: '/reviews/self-review/:cycleId',
      getHref: (cycleId: Id) => `/reviews/self-review/${enc(cycleId)}`,
    },
    overdueReviews: { path: '/reviews/overdue', getHref: () => '/reviews/overdue' },
    performance: { path: '/performance', getHref: () => '/performance' },
    compensation: { path: '/compensation', getHref: () => '/compensation' },
    team: { path: '/team', getHref: () => '/team' },
  },
} as const;

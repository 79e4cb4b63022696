import type { StatusColor } from './status';

/** Spec 02 §3 review stage types. */
export type StageType =
  'self_review' | 'manager_review' | 'peer_review' | 'calibration' | 'final_review' | 'approval';

export const STAGE_TYPE_LABELS: Record<StageType, string> = {
  self_review: 'Self Review',
  manager_review: 'Manager Review',
  peer_review: 'Peer Review',
  calibration: 'Calibration',
  final_review: 'Final Review',
  approval: 'Approval',
};

/** Spec 02 §2: "The type selector offers only Self Review and Manager Review." */
export const SELECTABLE_STAGE_TYPES: readonly StageType[] = ['self_review', 'manager_review'];

/** Spec 02 §9: stage type badges have their own colours (the exact colours are not given). */
export const STAGE_TYPE_TONES: Record<StageType, StatusColor | 'red'> = {
  self_review: 'blue',
  manager_review: 'emerald',
  peer_review: 'yellow',
  calibration: 'red',
  final_review: 'zinc',
  approval: 'zinc',
};

/** The label of a stored type; unknown types show as they are. */
export function stageTypeLabel(type: string | null | undefined): string {
  if (!type) return '';
  return STAGE_TYPE_LABELS[type as StageType] ?? type;
}

export type PeerSelectionMethod = 'team_based' | 'project_based' | 'manager_selected' | 'hybrid';

export const PEER_SELECTION_METHOD_LABELS: Record<PeerSelectionMethod, string> = {
  team_based: 'Team Based',
  project_based: 'Project Based',
  manager_selected: 'Manager Selected',
  hybrid: 'Hybrid',
};

export const RATING_CATEGORY_LABELS = {
  collaboration: 'Collaboration',
  communication: 'Communication',
  problemSolving: 'Problem Solving',
  contribution: 'Contribution',
} as const;

export const FEEDBACK_SECTION_LABELS = {
  detailedFeedback: 'Detailed Feedback',
  strengths: 'Strengths',
  areasForImprovement: 'Areas for Improvement',
} as const;

export interface SelectedMetricRef {
  id: string;
  order: number;
  name?: string;
}

export interface StageSettings {
  minPeers: number;
  maxPeers: number;
  peerSelectionMethod: PeerSelectionMethod;
  enableReciprocity: boolean;
  requireManagerApproval: boolean;
  autoSuggestPeers: boolean;
  ratingCategories: Record<keyof typeof RATING_CATEGORY_LABELS, boolean>;
  feedbackSections: Record<keyof typeof FEEDBACK_SECTION_LABELS, boolean>;
  selectedMetrics: SelectedMetricRef[];
  enableCompensationRecommendations: boolean;
}

/** Spec 02 §9: "Peer limits: minimum peers 1 to 5 (default 2); maximum peers 1 to 8 (default 5)." */
export const PEER_LIMITS = {
  minPeers: { min: 1, max: 5 },
  maxPeers: { min: 1, max: 8 },
} as const;

/** Spec 02 §3 settings defaults. */
export const DEFAULT_STAGE_SETTINGS: StageSettings = {
  minPeers: 2,
  maxPeers: 5,
  peerSelectionMethod: 'team_based',
  enableReciprocity: false,
  requireManagerApproval: true,
  autoSuggestPeers: true,
  ratingCategories: {
    collaboration: true,
    communication: true,
    problemSolving: false,
    contribution: true,
  },
  feedbackSections: { detailedFeedback: true, strengths: true, areasForImprovement: true },
  selectedMetrics: [],
  enableCompensationRecommendations: false,
};

type PartialSettings = Partial<Omit<StageSettings, 'ratingCategories' | 'feedbackSections'>> & {
  ratingCategories?: Partial<StageSettings['ratingCategories']>;
  feedbackSections?: Partial<StageSettings['feedbackSections']>;
};

/** Settings with every missing field (also inside ratingCategories and feedbackSections) set to its default. */
export function withStageDefaults(settings: PartialSettings | null | undefined): StageSettings {
  const given = settings ?? {};
  const defined = <T extends object>(value: T | undefined): Partial<T> =>
    Object.fromEntries(
      Object.entries(value ?? {}).filter(([, v]) => v !== undefined && v !== null),
    ) as Partial<T>;
  return {
    ...DEFAULT_STAGE_SETTINGS,
    ...defined(given),
    ratingCategories: {
      ...DEFAULT_STAGE_SETTINGS.ratingCategories,
      ...defined(given.ratingCategories),
    },
    feedbackSections: {
      ...DEFAULT_STAGE_SETTINGS.feedbackSections,
      ...defined(given.feedbackSections),
    },
    selectedMetrics: [...(given.selectedMetrics ?? [])],
  };
}

/** Spec 02 §5 review stage form messages. */
export const REVIEW_STAGE_MESSAGES = {
  nameRequired: 'Name is required',
  typeRequired: 'Type is required',
  minPeersRange: 'Minimum peers must be between 1 and 5',
  maxPeersRange: 'Maximum peers must be between 1 and 8',
  maxBelowMin: 'Maximum peers must be greater than or equal to minimum peers',
  selectionMethodRequired: 'Peer selection method is required',
} as const;

export type PeerRuleField = 'minPeers' | 'maxPeers' | 'peerSelectionMethod';

const inRange = (value: unknown, { min, max }: { min: number; max: number }) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * Spec 02 §5 peer rules, checked only for peer_review stages: minPeers 1 to 5, maxPeers 1 to 8
 * and not below minPeers, a selection method. Returns the first message per field.
 */
export function peerRuleErrors(
  type: string | null | undefined,
  settings: { minPeers?: unknown; maxPeers?: unknown; peerSelectionMethod?: unknown },
): Partial<Record<PeerRuleField, string>> {
  if (type !== 'peer_review') return {};
  const errors: Partial<Record<PeerRuleField, string>> = {};
  const minOk = inRange(settings.minPeers, PEER_LIMITS.minPeers);
  if (!minOk) errors.minPeers = REVIEW_STAGE_MESSAGES.minPeersRange;
  if (!inRange(settings.maxPeers, PEER_LIMITS.maxPeers)) {
    errors.maxPeers = REVIEW_STAGE_MESSAGES.maxPeersRange;
  } else if (minOk && (settings.maxPeers as number) < (settings.minPeers as number)) {
    errors.maxPeers = REVIEW_STAGE_MESSAGES.maxBelowMin;
  }
  const method = settings.peerSelectionMethod;
  if (typeof method !== 'string' || !Object.hasOwn(PEER_SELECTION_METHOD_LABELS, method)) {
    errors.peerSelectionMethod = REVIEW_STAGE_MESSAGES.selectionMethodRequired;
  }
  return errors;
}

/** Spec 02 §2: the Manager Review section (compensation) shows for manager_review stages. */
export function hasManagerSection(type: string | null | undefined): boolean {
  return type === 'manager_review';
}

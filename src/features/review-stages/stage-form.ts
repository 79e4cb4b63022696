import * as yup from 'yup';
import { lineText } from '@/lib/form-schemas';
import { renumberOrder } from '@/lib/reorder';
import {
  DEFAULT_STAGE_SETTINGS,
  PEER_LIMITS,
  REVIEW_STAGE_MESSAGES,
  withStageDefaults,
  type PeerSelectionMethod,
  type StageSettings,
} from '@/lib/review-stages';
import type { ReviewStage, ReviewStageInput } from '@/api/resources/review-stages';

const M = REVIEW_STAGE_MESSAGES;
const isPeer = (type: unknown) => type === 'peer_review';

/** Spec 02 §5 review stage form rules; the peer rules apply to peer_review stages only. */
export const reviewStageSchema = yup.object({
  name: lineText().trim().required(M.nameRequired),
  type: yup.string().required(M.typeRequired),
  minPeers: yup.number().when('type', {
    is: isPeer,
    then: (s) =>
      s
        .typeError(M.minPeersRange)
        .required(M.minPeersRange)
        .integer(M.minPeersRange)
        .min(PEER_LIMITS.minPeers.min, M.minPeersRange)
        .max(PEER_LIMITS.minPeers.max, M.minPeersRange),
    otherwise: (s) => s.transform((v) => (Number.isFinite(v) ? v : undefined)).optional(),
  }),
  maxPeers: yup.number().when('type', {
    is: isPeer,
    then: (s) =>
      s
        .typeError(M.maxPeersRange)
        .required(M.maxPeersRange)
        .integer(M.maxPeersRange)
        .min(PEER_LIMITS.maxPeers.min, M.maxPeersRange)
        .max(PEER_LIMITS.maxPeers.max, M.maxPeersRange)
        .test('not-below-min', M.maxBelowMin, (value, ctx) => {
          const min = ctx.parent.minPeers as unknown;
          return typeof min !== 'number' || value === undefined || value >= min;
        }),
    otherwise: (s) => s.transform((v) => (Number.isFinite(v) ? v : undefined)).optional(),
  }),
  peerSelectionMethod: yup.string().when('type', {
    is: isPeer,
    then: (s) => s.required(M.selectionMethodRequired),
  }),
});

type Checks = Pick<
  StageSettings,
  | 'enableReciprocity'
  | 'requireManagerApproval'
  | 'autoSuggestPeers'
  | 'ratingCategories'
  | 'feedbackSections'
  | 'enableCompensationRecommendations'
>;

/** The form's values; numbers may be '' while a number input is empty. */
export interface StageFormValues extends Checks {
  name: string;
  type: string;
  description: string;
  minPeers: number | '';
  maxPeers: number | '';
  peerSelectionMethod: PeerSelectionMethod | '';
  /** Metric ids in the order the admin arranged them (may hold only some of the metrics). */
  metricOrder: string[];
  selectedMetricIds: string[];
}

/** A new stage starts without a type: only Self Review and Manager Review can be chosen. */
export function stageFormValues(stage?: ReviewStage | null): StageFormValues {
  const settings = withStageDefaults(stage?.settings ?? DEFAULT_STAGE_SETTINGS);
  const selected = [...settings.selectedMetrics].sort((a, b) => a.order - b.order).map((m) => m.id);
  return {
    name: stage?.name ?? '',
    type: stage?.type ?? '',
    description: stage?.description ?? '',
    minPeers: settings.minPeers,
    maxPeers: settings.maxPeers,
    peerSelectionMethod: settings.peerSelectionMethod,
    enableReciprocity: settings.enableReciprocity,
    requireManagerApproval: settings.requireManagerApproval,
    autoSuggestPeers: settings.autoSuggestPeers,
    ratingCategories: { ...settings.ratingCategories },
    feedbackSections: { ...settings.feedbackSections },
    enableCompensationRecommendations: settings.enableCompensationRecommendations,
    metricOrder: selected,
    selectedMetricIds: selected,
  };
}

/**
 * The metrics as the form lists them: those named in `order` first, in that order, then the
 * others in their own order. The stage's chosen metrics therefore open at the top, as saved.
 */
export function arrangeMetrics<T extends { id: string }>(
  metrics: readonly T[],
  order: readonly string[],
): T[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  const placed = metrics
    .filter((m) => rank.has(m.id))
    .sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  return [...placed, ...metrics.filter((m) => !rank.has(m.id))];
}

/** The selected metrics in the arranged order, numbered from 1 (spec 02 §4). */
export function selectedMetricsOf(
  values: Pick<StageFormValues, 'metricOrder' | 'selectedMetricIds'>,
  metrics: readonly { id: string }[],
): { id: string; order: number }[] {
  const chosen = new Set(values.selectedMetricIds);
  return renumberOrder(
    arrangeMetrics(metrics, values.metricOrder)
      .filter((m) => chosen.has(m.id))
      .map((m) => ({ id: m.id })),
  );
}

const numberOr = (value: number | '', fallback: number) => (value === '' ? fallback : value);

/** The request body; `order` and `requiresManagerApproval` are not edited in the form. */
export function toReviewStageInput(
  values: StageFormValues,
  metrics: readonly { id: string }[],
  extra: { order: number; requiresManagerApproval: boolean },
): ReviewStageInput {
  return {
    name: values.name.trim(),
    description: values.description,
    type: values.type as ReviewStageInput['type'],
    order: extra.order,
    requiresManagerApproval: extra.requiresManagerApproval,
    settings: {
      minPeers: numberOr(values.minPeers, DEFAULT_STAGE_SETTINGS.minPeers),
      maxPeers: numberOr(values.maxPeers, DEFAULT_STAGE_SETTINGS.maxPeers),
      peerSelectionMethod: values.peerSelectionMethod || DEFAULT_STAGE_SETTINGS.peerSelectionMethod,
      enableReciprocity: values.enableReciprocity,
      requireManagerApproval: values.requireManagerApproval,
      autoSuggestPeers: values.autoSuggestPeers,
      ratingCategories: { ...values.ratingCategories },
      feedbackSections: { ...values.feedbackSections },
      selectedMetrics: selectedMetricsOf(values, metrics),
      enableCompensationRecommendations: values.enableCompensationRecommendations,
    },
  };
}

import type { components } from '@/api/schema';
import { db } from '@mocks/db/store';
import type { ReviewStage } from '@mocks/db/records';
import { versionOf } from '@mocks/http/versions';

export type ReviewStageDto = components['schemas']['ReviewStage'];

/** A stored stage as the API shows it; selected metric names are read from the metrics (renames show). */
export function toReviewStageDto(stage: ReviewStage): ReviewStageDto {
  const { settings } = stage;
  return {
    id: stage.id,
    version: versionOf(stage),
    name: stage.name,
    description: stage.description,
    type: stage.type,
    order: stage.order,
    requiresManagerApproval: stage.requiresManagerApproval,
    settings: {
      ...settings,
      ratingCategories: { ...settings.ratingCategories },
      feedbackSections: { ...settings.feedbackSections },
      selectedMetrics: settings.selectedMetrics.map((selected) => ({
        id: selected.id,
        order: selected.order,
        name: db.performanceMetrics.find(selected.id)?.name ?? selected.name,
      })),
    },
    organizationId: stage.organizationId,
    createdAt: stage.createdAt,
    updatedAt: stage.updatedAt,
  };
}

import type { components } from '@/api/schema';
import { isSalaryTypeName } from '@/lib/compensation';
import { db } from '@mocks/db/store';
import type { CompensationCategory, CompensationType } from '@mocks/db/records';
import { versionOf } from '@mocks/http/versions';

export type CompensationCategoryDto = components['schemas']['CompensationCategory'];
export type CompensationTypeDto = components['schemas']['CompensationType'];

/** Order, then name: the order the settings screen and the recommendation form show. */
export function byOrderThenName<T extends { order: number; name: string }>(a: T, b: T): number {
  return a.order - b.order || a.name.localeCompare(b.name);
}

export function toCompensationTypeDto(type: CompensationType): CompensationTypeDto {
  return {
    id: type.id,
    version: versionOf(type),
    categoryId: type.categoryId,
    name: type.name,
    description: type.description || null,
    order: type.order,
  };
}

/** The types of a category, sorted by order. */
export function categoryTypes(categoryId: string): CompensationType[] {
  return db.compensationTypes.lookup('categoryId', categoryId).sort(byOrderThenName);
}

/** A stored category as the API shows it; `types` only when asked for. */
export function toCompensationCategoryDto(
  category: CompensationCategory,
  includeTypes: boolean,
): CompensationCategoryDto {
  return {
    id: category.id,
    version: versionOf(category),
    name: category.name,
    description: category.description || null,
    order: category.order,
    ...(includeTypes ? { types: categoryTypes(category.id).map(toCompensationTypeDto) } : {}),
    organizationId: category.organizationId,
    createdAt: category.createdAt,
    updatedAt: category.updatedAt,
  };
}

/** The organization's salary type: the first, in order, whose name contains salary. */
export function salaryTypeOf(organizationId: string): string | undefined {
  return db.compensationTypes
    .lookup('organizationId', organizationId)
    .sort((a, b) => a.order - b.order)
    .find((t) => isSalaryTypeName(t.name))?.id;
}

import { db } from './store';

/** The organization types offered at registration (the defaults, not any organization's own). */
export function defaultOrganizationTypes() {
  return db.organizationTypes.where((t) => t.organizationId === null);
}

/**
 * Gives a new organization its own copy of the default organization types and returns the id of
 * the copy of `chosenDefaultId` (null when none was chosen).
 */
export function copyDefaultOrganizationTypes(
  organizationId: string,
  chosenDefaultId: string | null,
  stamp: string,
): string | null {
  let chosen: string | null = null;
  for (const type of defaultOrganizationTypes()) {
    const copy = db.organizationTypes.insert({
      organizationId,
      name: type.name,
      description: type.description,
      createdAt: stamp,
      updatedAt: stamp,
    });
    if (type.id === chosenDefaultId) chosen = copy.id;
  }
  return chosen;
}

import type { DbTables } from '@mocks/db/records';

/**
 * Each organization keeps its own list of organization types (so that one organization's admin
 * never edits the list every organization sees). The defaults (organizationId null) stay for the
 * registration form; every seeded organization gets a copy of them, and its type points at the
 * copy of the default it had. Ids are the default's id and the organization's, so they are stable.
 */
export function ownOrganizationTypes(tables: DbTables): DbTables {
  const defaults = tables.organizationTypes.filter((t) => t.organizationId === null);
  for (const organization of tables.organizations) {
    for (const type of defaults) {
      const id = `${type.id}_${organization.id}`;
      tables.organizationTypes.push({ ...type, id, organizationId: organization.id });
      if (organization.typeId === type.id) organization.typeId = id;
    }
  }
  return tables;
}

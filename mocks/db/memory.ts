import type { MswDatabase, MswModel } from './table';

type Entity = Record<string | symbol, unknown>;

/**
 * The entity store behind the tables: one Map of entities per table, keyed by id. It replaces the
 * @mswjs/data factory, whose CommonJS build pulls graphql, lodash and date-fns into the browser
 * (about 125 KiB gzip and a third of the mock's start-up) while the tables only ever used its
 * entity maps: reads come from the tables' own caches.
 */
export function createMemoryDatabase(tableNames: readonly string[]): {
  database: MswDatabase;
  models: Record<string, MswModel>;
} {
  const maps = new Map<string, Map<string, Entity>>(tableNames.map((name) => [name, new Map()]));
  const mapOf = (name: string): Map<string, Entity> => {
    const map = maps.get(name);
    if (!map) throw new Error(`mock db: unknown table "${name}"`);
    return map;
  };
  const database: MswDatabase = {
    getModel: mapOf,
    update: (name, _prev, next) => void mapOf(name).set(next.id as string, next),
    delete: (name, id) => void mapOf(name).delete(id),
  };
  const models = Object.fromEntries(
    tableNames.map((name): [string, MswModel] => [
      name,
      {
        create(values) {
          const entity: Entity = { ...values };
          mapOf(name).set(entity.id as string, entity);
          return entity;
        },
        getAll: () => Array.from(mapOf(name).values()),
      },
    ]),
  );
  return { database, models };
}

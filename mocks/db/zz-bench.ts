import { db, resetDb } from '@mocks/db';
import { loadTables } from '@mocks/db/store';
import { seed } from '@mocks/seed';
const now = new Date('2026-03-15T10:00:00Z');
for (const s of ['demo', 'large'] as const) {
  for (let i = 0; i < 3; i++) {
    let t = performance.now();
    const data = seed(s, now);
    const a = performance.now() - t;
    t = performance.now();
    loadTables(data, s, 'reset');
    const l = performance.now() - t;
    t = performance.now();
    db.participants.all(); db.employees.all(); db.recommendations.all(); db.users.all(); db.approvalSteps.all(); db.stageInstances.all();
    const r = performance.now() - t;
    console.log(s, 'seed', a.toFixed(0), 'load', l.toFixed(0), 'firstReads', r.toFixed(0));
  }
}
void resetDb;

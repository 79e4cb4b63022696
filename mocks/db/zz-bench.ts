import { db } from '@mocks/db';
import { loadTables } from '@mocks/db/store';
import { seed } from '@mocks/seed';
const now = new Date('2026-03-15T10:00:00Z');
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
function measure<T>(fn: () => T): [T, number, number] { const c = cpu(); const w = performance.now(); const r = fn(); return [r, cpu() - c, performance.now() - w]; }
for (const s of ['demo', 'large'] as const) {
  for (let i = 0; i < 3; i++) {
    const [data, sc, sw] = measure(() => seed(s, now));
    const [, lc, lw] = measure(() => loadTables(data, s, 'reset'));
    const [, rc, rw] = measure(() => { db.participants.all(); db.employees.all(); db.recommendations.all(); db.approvalSteps.all(); });
    console.log(s, `seed cpu ${sc.toFixed(0)} wall ${sw.toFixed(0)} | load cpu ${lc.toFixed(0)} wall ${lw.toFixed(0)} | first reads cpu ${rc.toFixed(0)} wall ${rw.toFixed(0)}`);
  }
}

import { db, resetDb } from '@mocks/db';
const now = new Date('2026-03-15T10:00:00Z');
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
function assemble(cycleId: string) {
  return db.participants.where((p) => p.cycleId === cycleId).map((p) => {
    const employee = db.employees.find(p.employeeId)!;
    const manager = p.managerId ? db.employees.find(p.managerId) : undefined;
    const recommendation = db.recommendations.lookup('participantId', p.id)[0];
    const approvals = recommendation ? db.approvalSteps.lookup('recommendationId', recommendation.id) : [];
    return { id: p.id, employee: { id: employee.id, firstName: employee.firstName, lastName: employee.lastName },
      teams: employee.teamIds.map((id) => db.teams.find(id)?.name), manager: manager ? `${manager.firstName} ${manager.lastName}` : null,
      status: p.status, currentStage: p.currentStageId ? db.reviewStages.find(p.currentStageId)?.name : null,
      currentSalary: recommendation?.currentSalary ?? null, recommendedRaise: recommendation?.proposedIncrease ?? null, approvals: approvals.map((s) => s.decision) };
  });
}
resetDb('large', now);
const cycle = db.reviewCycles.all()[0];
for (let i = 0; i < 6; i++) {
  const c = cpu(); const w = performance.now();
  const rows = assemble(cycle.id);
  const json = JSON.stringify(rows);
  console.log(`assemble+stringify cpu ${(cpu() - c).toFixed(0)} wall ${(performance.now() - w).toFixed(0)} rows ${rows.length} bytes ${json.length}`);
}
const c = cpu(); const w = performance.now();
for (let i = 0; i < 100; i++) db.participants.where((p) => p.cycleId === cycle.id);
console.log(`where x100 cpu ${(cpu() - c).toFixed(0)} wall ${(performance.now() - w).toFixed(0)}`);

import type { Sequence, SequenceCheck } from '../sequences';
import type { Dto, World } from '../world';

/**
 * The writes the audit operation lists leave an entry in the trail: a team created, renamed and
 * deleted; a performance metric created, moved in the order and deleted; an organization type
 * created, renamed and deleted; the registration settings changed; one's own name changed through
 * the profile. An edit's entry holds what changed, old and new.
 */

/** The admin's entries about one record, oldest first. */
async function trailOf(w: World, entityType: string, entityId: string): Promise<Dto[]> {
  const entries = (await w.data('admin', '/api/audit', { entityType, entityId })) as Dto[];
  return [...entries].reverse();
}

/** Why the trail of a record is not `actions` in this order (null when it is). */
function missing(trail: readonly Dto[], actions: readonly string[]): string | null {
  const seen = trail.map((e) => String(e.action));
  let at = 0;
  for (const action of actions) {
    const found = seen.indexOf(action, at);
    if (found < 0)
      return `no ${action} entry after the earlier ones (entries: ${seen.join(', ') || 'none'})`;
    at = found + 1;
  }
  return null;
}

/** Why an edit's entry does not hold `field` old → new (null when it does). */
function oldToNew(
  trail: readonly Dto[],
  action: string,
  field: string,
  from: unknown,
  to: unknown,
) {
  const entry = trail.find((e) => e.action === action);
  if (!entry) return `no ${action} entry`;
  if (entry.before?.[field] !== from || entry.after?.[field] !== to)
    return `the ${action} entry shows ${field} ${JSON.stringify(entry.before?.[field])} → ${JSON.stringify(entry.after?.[field])}, not ${JSON.stringify(from)} → ${JSON.stringify(to)}`;
  return null;
}

const checkOf = (label: string, ...problems: (string | null)[]): SequenceCheck => ({
  label,
  problem: problems.find((p) => p !== null) ?? null,
});

const teamWrites: Sequence = async (w) => {
  const id = await w.team();
  const team = (await w.data('admin', `/api/teams/${id}`)) as Dto;
  const renamed = `${team.name} renamed`;
  await w.must('admin', 'put', `/api/teams/${id}`, {
    name: renamed,
    description: team.description,
  });
  await w.must('admin', 'delete', `/api/teams/${id}`);
  const trail = await trailOf(w, 'team', id);
  return [
    checkOf(
      'a team created, renamed and deleted leaves create, update and delete entries, the rename old → new',
      missing(trail, ['create', 'update', 'delete']),
      oldToNew(trail, 'update', 'name', team.name, renamed),
    ),
  ];
};

const metricWrites: Sequence = async (w) => {
  const body = w.metricBody();
  const created = await w.must('admin', 'post', '/api/performance-metrics', body);
  const id = String(created.data.id);
  w.track(`/api/performance-metrics/${id}`, 'metric');
  await w.must('admin', 'put', `/api/performance-metrics/${id}`, { ...body, order: 98 });
  await w.must('admin', 'delete', `/api/performance-metrics/${id}`);
  const trail = await trailOf(w, 'metric', id);
  return [
    checkOf(
      'a metric created, moved in the order and deleted leaves create, reorder and delete entries',
      missing(trail, ['create', 'reorder', 'delete']),
      oldToNew(trail, 'reorder', 'order', body.order, 98),
    ),
  ];
};

const organizationTypeWrites: Sequence = async (w) => {
  const id = await w.organizationType();
  const name = w.unique('Contract type renamed');
  await w.must('admin', 'put', `/api/organization-types/${id}`, { name });
  await w.must('admin', 'delete', `/api/organization-types/${id}`);
  const trail = await trailOf(w, 'organization_type', id);
  return [
    checkOf(
      'an organization type created, renamed and deleted leaves create, update and delete entries',
      missing(trail, ['create', 'update', 'delete']),
    ),
  ];
};

const registrationWrites: Sequence = async (w) => {
  const org = (await w.must('admin', 'get', '/api/organization')) as Dto;
  const path = '/api/organization/registration-settings';
  const settings = {
    allowUserRegistration: Boolean(org.allowUserRegistration),
    requireEmailVerification: Boolean(org.requireEmailVerification),
  };
  const flipped = { ...settings, allowUserRegistration: !settings.allowUserRegistration };
  await w.must('admin', 'put', path, flipped);
  await w.must('admin', 'put', path, settings);
  const trail = await trailOf(w, 'organization', String(org.id));
  const recent = trail.filter((e) => e.before && 'allowUserRegistration' in e.before).slice(-2);
  return [
    checkOf(
      'changing the registration settings and back leaves two entries, old → new',
      recent.length < 2 ? `${recent.length} entries about allowUserRegistration` : null,
      oldToNew(
        recent,
        'update',
        'allowUserRegistration',
        settings.allowUserRegistration,
        flipped.allowUserRegistration,
      ),
    ),
  ];
};

const profileWrites: Sequence = async (w) => {
  const me = w.userOf('employee');
  const token = await w.login('employee');
  const profile = (who: string) =>
    w.send({ method: 'put', path: '/api/users/profile', token, body: { lastName: who } });
  const changed = `${me.lastName} Audit`;
  const first = await profile(changed);
  const back = await profile(String(me.lastName));
  const trail = (await trailOf(w, 'user', me.id)).filter((e) => e.before && 'lastName' in e.before);
  return [
    checkOf(
      'a change of one’s own name through the profile leaves an entry, old → new',
      first.status !== 200 || back.status !== 200
        ? `the profile answered ${first.status} and ${back.status}`
        : null,
      oldToNew(trail.slice(-2), 'update', 'lastName', me.lastName, changed),
    ),
  ];
};

export const AUDIT_TRAIL_CHECKS: Record<string, Sequence> = {
  createTeam: teamWrites,
  createPerformanceMetric: metricWrites,
  createOrganizationType: organizationTypeWrites,
  updateRegistrationSettings: registrationWrites,
  updateProfile: profileWrites,
};

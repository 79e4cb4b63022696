import { describe, expect, it } from 'vitest';
import { isSetupComplete, setupSteps, type SetupInput } from './setup-checklist';

const LINKS = { people: '/people', teams: '/teams', levels: '/levels', reviewCycle: '/cycles' };
const NEW_ORGANIZATION: SetupInput = {
  employeeCount: 1,
  teamCount: 0,
  levels: [],
  cycles: [],
  links: LINKS,
};
const doneOf = (input: Partial<SetupInput>) =>
  setupSteps({ ...NEW_ORGANIZATION, ...input }).map((s) => [s.label, s.done]);

describe('setupSteps (the admin dashboard’s setup checklist)', () => {
  it('lists the four steps, none done, for an organization with only its admin', () => {
    expect(setupSteps(NEW_ORGANIZATION)).toEqual([
      { id: 'people', label: 'Add your people', done: false, href: '/people' },
      { id: 'teams', label: 'Create teams', done: false, href: '/teams' },
      { id: 'levels', label: 'Set up levels and bands', done: false, href: '/levels' },
      { id: 'reviewCycle', label: 'Launch a review cycle', done: false, href: '/cycles' },
    ]);
    expect(isSetupComplete(setupSteps(NEW_ORGANIZATION))).toBe(false);
  });

  it('ticks people beyond the admin, a team, a level with a band, a cycle out of Draft', () => {
    expect(
      doneOf({
        employeeCount: 2,
        teamCount: 1,
        levels: [{ bands: [] }, { bands: [{}] }],
        cycles: [{ status: { name: 'Draft' } }, { status: { name: 'In Progress' } }],
      }),
    ).toEqual([
      ['Add your people', true],
      ['Create teams', true],
      ['Set up levels and bands', true],
      ['Launch a review cycle', true],
    ]);
  });

  it('leaves a level without a band and a cycle still in Draft undone', () => {
    expect(doneOf({ levels: [{ bands: [] }], cycles: [{ status: { name: 'draft' } }] })).toEqual([
      ['Add your people', false],
      ['Create teams', false],
      ['Set up levels and bands', false],
      ['Launch a review cycle', false],
    ]);
  });

  it('is complete when every step is done', () => {
    const steps = setupSteps({
      employeeCount: 40,
      teamCount: 3,
      levels: [{ bands: [{}] }],
      cycles: [{ status: { name: 'Completed' } }],
      links: LINKS,
    });
    expect(isSetupComplete(steps)).toBe(true);
  });
});

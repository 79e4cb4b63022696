import { describe, expect, it } from 'vitest';
import {
  STATUS_CHANGE_NOTES,
  cycleStatusHelp,
  isStatusOffered,
  statusChangeNote,
} from './cycle-status-help';

describe('cycleStatusHelp', () => {
  it('explains every status an organization starts with, in one line', () => {
    for (const name of ['Draft', 'Active', 'In Progress', 'Pending', 'Completed', 'Closed']) {
      const help = cycleStatusHelp(name);
      expect(help, name).not.toBe('');
      expect(help).not.toContain('\n');
    }
    expect(cycleStatusHelp('Draft')).toBe(
      'Being set up: on nobody’s to-do list and no reminders. Launch it from the cycle page to start it.',
    );
    expect(cycleStatusHelp('Closed')).toBe(
      'Finished: stages are locked for managers and employees; only an admin can change them.',
    );
  });

  it('says nothing of a status it does not know', () => {
    expect(cycleStatusHelp('Archived')).toBe('');
    expect(cycleStatusHelp(null)).toBe('');
  });
});

describe('statusChangeNote', () => {
  it('says what saving a close, a reopen or a return to Draft does', () => {
    expect(statusChangeNote('Active', 'Completed')).toBe(STATUS_CHANGE_NOTES.close);
    expect(statusChangeNote('In Progress', 'Closed')).toBe(STATUS_CHANGE_NOTES.close);
    expect(statusChangeNote('Closed', 'Active')).toBe(STATUS_CHANGE_NOTES.reopen);
    expect(statusChangeNote('Completed', 'In Progress')).toBe(STATUS_CHANGE_NOTES.reopen);
    expect(statusChangeNote('Active', 'Draft')).toBe(STATUS_CHANGE_NOTES.toDraft);
    expect(STATUS_CHANGE_NOTES.reopen).toBe(
      'Saving reopens the cycle: stages unlock for managers and employees. Nobody is told.',
    );
  });

  it('points a Draft cycle at Launch', () => {
    expect(statusChangeNote('Draft', 'Active')).toBe(
      'A Draft cycle starts with Launch on the cycle page, which checks it is ready and tells its participants and managers.',
    );
  });

  it('has nothing to say of no change or a change between finished or running statuses', () => {
    expect(statusChangeNote('Active', 'Active')).toBeNull();
    expect(statusChangeNote('Completed', 'Closed')).toBeNull();
    expect(statusChangeNote('Active', 'In Progress')).toBeNull();
    expect(statusChangeNote('Completed', 'Pending')).toBeNull();
  });
});

describe('isStatusOffered', () => {
  it('offers a Draft cycle only Draft; any other cycle every status', () => {
    expect(isStatusOffered('Draft', 'Draft')).toBe(true);
    expect(isStatusOffered('Draft', 'Active')).toBe(false);
    expect(isStatusOffered('Draft', 'Closed')).toBe(false);
    expect(isStatusOffered('Active', 'Draft')).toBe(true);
    expect(isStatusOffered('Closed', 'Active')).toBe(true);
  });
});

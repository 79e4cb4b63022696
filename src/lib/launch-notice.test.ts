import { describe, expect, it } from 'vitest';
import {
  launchNoticeBody,
  launchNoticeSubject,
  letterNoticeBody,
  letterNoticeSubject,
  type LaunchNoticeInput,
} from './launch-notice';

const base: LaunchNoticeInput = {
  cycleName: '2027 Annual Review',
  endDate: '2027-03-31',
  firstName: 'Ana',
  participates: true,
  hasSelfReview: true,
  hasManagerReview: true,
  reports: [],
};

describe('launch notices', () => {
  it('names the cycle in the subject', () => {
    expect(launchNoticeSubject('2027 Annual Review')).toBe('2027 Annual Review has started');
  });

  it('asks a participant for their self review by the end date', () => {
    expect(launchNoticeBody(base)).toBe(
      'Hi Ana,\n\n2027 Annual Review has started and runs until March 31, 2027.\n\n- Complete your self review by March 31, 2027.\n\nOpen Meritly to begin.',
    );
  });

  it('asks a manager for the manager reviews of their reports, by name', () => {
    const body = launchNoticeBody({
      ...base,
      participates: false,
      reports: ['Bo Chen', 'Cy Do', 'Di Ek', 'Ed Fo'],
    });
    expect(body).toContain(
      '- Write the manager reviews of your 4 reports: Bo Chen, Cy Do, Di Ek and 1 other, by March 31, 2027.',
    );
    expect(body).not.toContain('self review');
  });

  it('gives a manager who takes part both things to do', () => {
    const body = launchNoticeBody({ ...base, reports: ['Bo Chen'] });
    expect(body).toContain(
      '- Complete your self review by March 31, 2027.\n- Write the manager reviews of your 1 report: Bo Chen, by March 31, 2027.',
    );
  });

  it('says when nothing is asked of the person yet', () => {
    expect(launchNoticeBody({ ...base, hasSelfReview: false })).toContain(
      '- Your manager reviews you in this cycle: nothing is needed from you for now.',
    );
    expect(
      launchNoticeBody({ ...base, participates: false, hasManagerReview: false, reports: ['Bo'] }),
    ).toContain('- Your report takes part in this cycle: Bo.');
    expect(
      launchNoticeBody({
        ...base,
        participates: false,
        hasManagerReview: false,
        reports: ['Bo', 'Cy'],
      }),
    ).toContain('- Your 2 reports take part in this cycle: Bo and Cy.');
  });
});

describe('letter notices', () => {
  it('tell the employee their letter is ready and where to read it', () => {
    expect(letterNoticeSubject('2025 Annual Review')).toBe(
      'Your compensation letter for 2025 Annual Review is ready',
    );
    expect(letterNoticeBody('2025 Annual Review', 'Riley')).toBe(
      'Hi Riley,\n\nYour compensation letter for 2025 Annual Review is ready. Read it in Meritly under Compensation.',
    );
  });
});

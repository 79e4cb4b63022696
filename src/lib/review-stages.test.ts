import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STAGE_SETTINGS,
  peerRuleErrors,
  REVIEW_STAGE_MESSAGES,
  stageTypeLabel,
  withStageDefaults,
} from './review-stages';

describe('withStageDefaults', () => {
  it('gives the spec defaults for missing settings', () => {
    expect(withStageDefaults(undefined)).toEqual({
      minPeers: 2,
      maxPeers: 5,
      peerSelectionMethod: 'team_based',
      enableReciprocity: false,
      requireManagerApproval: true,
      autoSuggestPeers: true,
      ratingCategories: {
        collaboration: true,
        communication: true,
        problemSolving: false,
        contribution: true,
      },
      feedbackSections: { detailedFeedback: true, strengths: true, areasForImprovement: true },
      selectedMetrics: [],
      enableCompensationRecommendations: false,
    });
  });

  it('keeps given values, also nested ones, and fills the rest', () => {
    const settings = withStageDefaults({ maxPeers: 8, ratingCategories: { problemSolving: true } });
    expect(settings.maxPeers).toBe(8);
    expect(settings.minPeers).toBe(2);
    expect(settings.ratingCategories).toEqual({
      ...DEFAULT_STAGE_SETTINGS.ratingCategories,
      problemSolving: true,
    });
  });

  it('does not share the defaults object', () => {
    const settings = withStageDefaults({});
    settings.selectedMetrics.push({ id: 'm', order: 1 });
    expect(DEFAULT_STAGE_SETTINGS.selectedMetrics).toEqual([]);
  });
});

describe('peerRuleErrors', () => {
  const ok = { minPeers: 2, maxPeers: 5, peerSelectionMethod: 'team_based' };
  it('checks nothing for other stage types', () => {
    expect(peerRuleErrors('manager_review', { minPeers: 0, maxPeers: 99 })).toEqual({});
  });
  it.each([
    [{ minPeers: 1, maxPeers: 1 }, {}],
    [{ minPeers: 5, maxPeers: 8 }, {}],
    [{ minPeers: 0 }, { minPeers: REVIEW_STAGE_MESSAGES.minPeersRange }],
    [{ minPeers: 6, maxPeers: 8 }, { minPeers: REVIEW_STAGE_MESSAGES.minPeersRange }],
    [{ minPeers: 2.5 }, { minPeers: REVIEW_STAGE_MESSAGES.minPeersRange }],
    [{ maxPeers: 0 }, { maxPeers: REVIEW_STAGE_MESSAGES.maxPeersRange }],
    [{ maxPeers: 9 }, { maxPeers: REVIEW_STAGE_MESSAGES.maxPeersRange }],
    [{ minPeers: 4, maxPeers: 3 }, { maxPeers: REVIEW_STAGE_MESSAGES.maxBelowMin }],
    [
      { peerSelectionMethod: '' },
      { peerSelectionMethod: REVIEW_STAGE_MESSAGES.selectionMethodRequired },
    ],
    [
      { peerSelectionMethod: 'random' },
      { peerSelectionMethod: REVIEW_STAGE_MESSAGES.selectionMethodRequired },
    ],
  ])('peer_review %j → %j', (change, errors) => {
    expect(peerRuleErrors('peer_review', { ...ok, ...change })).toEqual(errors);
  });
});

describe('stageTypeLabel', () => {
  it.each([
    ['self_review', 'Self Review'],
    ['manager_review', 'Manager Review'],
    ['peer_review', 'Peer Review'],
    ['mystery', 'mystery'],
    [null, ''],
  ])('%s → %s', (type, label) => {
    expect(stageTypeLabel(type)).toBe(label);
  });
});

import { describe, expect, it } from 'vitest';
import { metricHelpFor } from './metric-help';

// The demo's Collaboration metric, shared by the self and the manager review.
const collaboration = {
  description: 'How often this person makes the people around them more effective.',
  helpText: null,
  employeeHelpText: 'How often you make the people around you more effective.',
};

describe('metricHelpFor', () => {
  it('a self review shows the help written to the employee', () => {
    expect(metricHelpFor(collaboration, 'self_review')).toBe(
      'How often you make the people around you more effective.',
    );
  });

  it('a self review never falls back to the description written for the rater', () => {
    expect(metricHelpFor({ ...collaboration, employeeHelpText: null }, 'self_review')).toBe('');
    expect(
      metricHelpFor(
        { ...collaboration, employeeHelpText: '', helpText: 'Pick one.' },
        'self_review',
      ),
    ).toBe('Pick one.');
  });

  it('a manager review shows the help, else the description', () => {
    expect(metricHelpFor(collaboration, 'manager_review')).toBe(collaboration.description);
    expect(
      metricHelpFor({ ...collaboration, helpText: 'Rate the period.' }, 'manager_review'),
    ).toBe('Rate the period.');
  });
});

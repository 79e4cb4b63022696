import { describe, expect, it } from 'vitest';
import { compaDistribution, type CompaLine } from './compa-distribution';

const at = (compaRatio: number, status: 'below_min' | 'in_range' | 'above_max' = 'in_range') => ({
  compaRatio,
  status,
});

const lines: CompaLine[] = [
  { teamName: 'Sales', rating: 4, before: at(0.8, 'below_min'), after: at(0.86) },
  { teamName: 'Sales', rating: 3, before: at(1.0), after: at(1.03) },
  { teamName: 'Design', rating: 4, before: at(1.2, 'above_max'), after: at(1.26, 'above_max') },
  { teamName: null, rating: null, before: null, after: null },
  { teamName: 'Design', rating: 5, before: at(0.9), after: at(1.18, 'above_max') },
];

describe('compaDistribution', () => {
  it('by team: teams by name, No Team for people in none, every participant counted', () => {
    const groups = compaDistribution(lines, 'team');
    expect(groups.map((g) => g.label)).toEqual(['Design', 'No Team', 'Sales']);
    expect(groups[2]).toEqual({
      label: 'Sales',
      count: 2,
      positionedBefore: 2,
      positionedAfter: 2,
      averageCompaBefore: 0.9,
      averageCompaAfter: 0.945,
      belowMinBefore: 1,
      aboveMaxBefore: 0,
      belowMinAfter: 0,
      aboveMaxAfter: 0,
    });
    expect(groups[0]).toMatchObject({ aboveMaxBefore: 1, aboveMaxAfter: 2 });
  });

  it('a group without any band position has no averages', () => {
    expect(compaDistribution(lines, 'team')[1]).toMatchObject({
      count: 1,
      positionedBefore: 0,
      averageCompaBefore: null,
      averageCompaAfter: null,
    });
  });

  it('by rating: highest first, No Rating last', () => {
    const groups = compaDistribution(lines, 'rating');
    expect(groups.map((g) => [g.label, g.count])).toEqual([
      ['5', 1],
      ['4', 2],
      ['3', 1],
      ['No Rating', 1],
    ]);
    expect(groups[1]).toMatchObject({ averageCompaBefore: 1, averageCompaAfter: 1.06 });
  });
});

import { describe, expect, it } from 'vitest';
import { renumberOrder, reorder } from './reorder';

describe('reorder', () => {
  const list = ['a', 'b', 'c', 'd'];

  it.each<[number, number, string[]]>([
    [0, 2, ['b', 'c', 'a', 'd']],
    [3, 0, ['d', 'a', 'b', 'c']],
    [1, 2, ['a', 'c', 'b', 'd']],
    [2, 1, ['a', 'c', 'b', 'd']],
    [0, 3, ['b', 'c', 'd', 'a']],
    [1, 1, ['a', 'b', 'c', 'd']],
    [4, 0, ['a', 'b', 'c', 'd']],
    [0, -1, ['a', 'b', 'c', 'd']],
  ])('%i → %i gives %j', (from, to, expected) => {
    expect(reorder(list, from, to)).toEqual(expected);
  });

  it('does not change the input', () => {
    reorder(list, 0, 3);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('renumberOrder', () => {
  it('numbers the items from 1 in list order', () => {
    const metrics = [{ id: 'm3', order: 7 }, { id: 'm1', order: 1 }, { id: 'm2' }];
    expect(renumberOrder(metrics)).toEqual([
      { id: 'm3', order: 1 },
      { id: 'm1', order: 2 },
      { id: 'm2', order: 3 },
    ]);
    expect(metrics[0]?.order).toBe(7);
  });

  it('renumbers after a drag', () => {
    const moved = reorder(
      [
        { id: 'x', order: 1 },
        { id: 'y', order: 2 },
        { id: 'z', order: 3 },
      ],
      2,
      0,
    );
    expect(renumberOrder(moved).map((m) => `${m.id}${m.order}`)).toEqual(['z1', 'x2', 'y3']);
  });
});

import { describe, expect, it } from 'vitest';
import { createRng, hashSeed, mulberry32 } from './random';

describe('seeded random', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRng('demo');
    const b = createRng('demo');
    const c = createRng('large');
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    expect(hashSeed('demo')).toBe(hashSeed('demo'));
    expect(mulberry32(1)()).toBe(mulberry32(1)());
  });

  it('keeps values in range: next in [0, 1), int inclusive at both ends', () => {
    const rng = createRng(42);
    const ints = new Set<number>();
    for (let i = 0; i < 2000; i += 1) {
      const x = rng.next();
      expect(x >= 0 && x < 1).toBe(true);
      ints.add(rng.int(1, 3));
    }
    expect([...ints].sort()).toEqual([1, 2, 3]);
  });

  it('shuffles into a permutation without touching the input', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = createRng(7).shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(input);
    expect(shuffled).not.toEqual(input);
  });

  it('picks by weight and never picks a zero weight', () => {
    const rng = createRng(3);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 4000; i += 1)
      counts[
        rng.weighted([
          ['a', 3],
          ['b', 1],
          ['c', 0],
        ] as const)
      ] += 1;
    expect(counts.c).toBe(0);
    expect(counts.a / counts.b).toBeGreaterThan(2.5);
    expect(counts.a / counts.b).toBeLessThan(3.5);
    expect(() => rng.pick([])).toThrow('pick from an empty list');
  });
});

import { describe, expect, it } from 'vitest';
import { nameSearchOptions } from './name-search-options';

const people = [{ name: 'Sofía Álvarez' }, { name: 'Sofia Garcia' }, { name: 'Mark Alvarado' }];
const state = (inputValue: string) => ({
  inputValue,
  getOptionLabel: (p: { name: string }) => p.name,
});

describe('nameSearchOptions', () => {
  it.each(['Sofia Alvarez', 'Alvarez, Sofia', 'sofía álvarez'])(
    '"%s" offers Sofía Álvarez only',
    (q) => {
      expect(nameSearchOptions<{ name: string }>()(people, state(q))).toEqual([people[0]]);
    },
  );

  it('offers everyone for a blank input, at most `limit` of them', () => {
    expect(nameSearchOptions<{ name: string }>()(people, state(' '))).toEqual(people);
    expect(nameSearchOptions<{ name: string }>(2)(people, state('a'))).toEqual(people.slice(0, 2));
  });
});

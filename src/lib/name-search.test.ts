import { describe, expect, it } from 'vitest';
import { foldText, matchesNameSearch, searchWords } from './name-search';

const sofia = ['Sofia', 'Alvarez', 'sofia.alvarez@acme.example'];
const accented = ['Sofía', 'Álvarez Núñez', 'sofia@acme.example'];

describe('people search', () => {
  it.each([
    ['Sofia Alvarez'],
    ['Alvarez Sofia'],
    ['Alvarez, Sofia'],
    ['alvarez,sofia'],
    ['  SOFIA   alvarez '],
    ['sofía álvarez'],
    ['alv'],
    ['sofia.alvarez@'],
  ])('"%s" finds Sofia Alvarez', (query) => {
    expect(matchesNameSearch(query, sofia)).toBe(true);
  });

  it.each([['sofia alvarez'], ['Nunez, Sofia'], ['SOFIA NÚÑEZ'], ['alvarez nunez']])(
    '"%s" finds Sofía Álvarez Núñez',
    (query) => {
      expect(matchesNameSearch(query, accented)).toBe(true);
    },
  );

  it.each([['Sofia Garcia'], ['Maria Alvarez'], ['Alvarez, Maria']])(
    '"%s" needs every word: not Sofia Alvarez',
    (query) => {
      expect(matchesNameSearch(query, sofia)).toBe(false);
    },
  );

  it('an empty search (or only commas and spaces) matches everyone', () => {
    expect(matchesNameSearch('', sofia)).toBe(true);
    expect(matchesNameSearch(' , ', sofia)).toBe(true);
    expect(matchesNameSearch(undefined, sofia)).toBe(true);
  });

  it('folds accents and case, and splits on spaces and commas', () => {
    expect(foldText('Ñandú ÉLAN')).toBe('nandu elan');
    expect(searchWords('Núñez,  Sofía')).toEqual(['nunez', 'sofia']);
  });
});

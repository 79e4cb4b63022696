import { describe, expect, it } from 'vitest';
import { isAcceptedText, normaliseText, textProblem, TEXT_CONTROL_MESSAGE } from './text-content';

// The classes of openapi.yaml's "Text fields", each at its edges.
const REFUSED_EVERYWHERE: [string, string][] = [
  ['NUL', '\u0000'],
  ['U+0008 (last C0 before tab)', '\u0008'],
  ['vertical tab', '\u000B'],
  ['form feed', '\u000C'],
  ['U+000E', '\u000E'],
  ['U+001F (last C0)', '\u001F'],
  ['an ANSI escape', '\u001B[31m'],
  ['DEL', '\u007F'],
  ['C1 U+0080', '\u0080'],
  ['C1 next line U+0085', '\u0085'],
  ['C1 CSI U+009B', '\u009B'],
  ['C1 U+009F', '\u009F'],
  ['left-to-right embedding U+202A', '\u202A'],
  ['right-to-left override U+202E', '\u202E'],
  ['left-to-right isolate U+2066', '\u2066'],
  ['pop directional isolate U+2069', '\u2069'],
  ['zero-width space U+200B', '\u200B'],
  ['word joiner U+2060', '\u2060'],
  ['byte order mark U+FEFF', '\uFEFF'],
  ['line separator U+2028', '\u2028'],
  ['paragraph separator U+2029', '\u2029'],
  ['a lone high surrogate', '\uD83D'],
  ['a lone low surrogate', '\uDE00'],
];

describe('text fields', () => {
  it.each(REFUSED_EVERYWHERE)('refuses %s in one line and in many', (_name, char) => {
    for (const text of [`${char}Ada`, `Ada${char}`, `A${char}da`]) {
      expect(textProblem(text, 'line')).toBe(TEXT_CONTROL_MESSAGE);
      expect(textProblem(text, 'multiline')).toBe(TEXT_CONTROL_MESSAGE);
    }
  });

  it.each([
    ['a line feed', 'First\nSecond'],
    ['a carriage return and line feed', 'First\r\nSecond'],
    ['a tab', 'Goal:\tship it'],
  ])('keeps %s in a multi-line text, never in one line', (_name, text) => {
    expect(isAcceptedText(text, 'multiline')).toBe(true);
    expect(textProblem(text, 'line')).toBe(TEXT_CONTROL_MESSAGE);
  });

  it.each([
    ['plain text', 'Sales team'],
    ['accented names', 'Zoë Brontë-Núñez'],
    ['an emoji joined with ZWJ', 'Ada 👩‍💻'],
    ['a family emoji sequence', '👨‍👩‍👧‍👦'],
    ['a flag (a surrogate pair each)', '🇫🇷'],
    ['Persian with ZWNJ', 'می‌خواهم'],
    ['Hebrew with a right-to-left mark', 'שלום\u200F (HR)'],
    ['the first printable characters past C1', '\u00A0\u00A1'],
  ])('accepts %s', (_name, text) => {
    expect(textProblem(text, 'line')).toBeUndefined();
    expect(textProblem(text, 'multiline')).toBeUndefined();
  });

  it('stores "é" typed as one character or as "e" and an accent as one name', () => {
    const composed = 'Ren\u00E9e';
    const decomposed = 'Rene\u0301e';
    expect(normaliseText(decomposed, 'line')).toBe(composed);
    expect(normaliseText(composed, 'line')).toBe(composed);
  });

  it('stores a multi-line text with \\n line breaks', () => {
    expect(normaliseText('One\r\nTwo\rThree\nFour', 'multiline')).toBe('One\nTwo\nThree\nFour');
    expect(normaliseText('Goal:\tship', 'multiline')).toBe('Goal:\tship');
  });
});

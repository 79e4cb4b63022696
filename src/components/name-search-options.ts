import type { FilterOptionsState } from '@mui/material/useAutocomplete';
import { foldText, matchesSearchWords, searchWords } from '@/lib/name-search';

/**
 * An Autocomplete's `filterOptions` for choosing people (or teams) by name: the people search of
 * the lists (`matchesSearchWords`) over each option's label, so "Alvarez, Sofia" offers Sofía
 * Álvarez; at most `limit` options when given (a list of thousands shows its first matches).
 */
export function nameSearchOptions<T extends object>(limit?: number) {
  const labels = new WeakMap<T, string>();
  return (options: T[], { inputValue, getOptionLabel }: FilterOptionsState<T>): T[] => {
    const words = searchWords(inputValue);
    const matching =
      words.length === 0
        ? options
        : options.filter((option) => {
            let label = labels.get(option);
            if (label === undefined) {
              label = foldText(getOptionLabel(option));
              labels.set(option, label);
            }
            return matchesSearchWords(words, [label]);
          });
    return limit === undefined ? matching : matching.slice(0, limit);
  };
}

/**
 * Moves the item at `from` to `to` and returns a new list (the drag-and-drop arithmetic; the input is not
 * changed). Indexes out of range leave the order as it was.
 */
export function reorder<T>(list: readonly T[], from: number, to: number): T[] {
  const result = [...list];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return result;
  const [moved] = result.splice(from, 1);
  result.splice(to, 0, moved as T);
  return result;
}

/** Spec 02 §4: "Changing a stage's metric order renumbers the order values of all metrics from 1." */
export function renumberOrder<T extends object>(list: readonly T[]): (T & { order: number })[] {
  return list.map((item, index) => ({ ...item, order: index + 1 }));
}

/** Freezes `value` and everything it holds (plain data: objects and arrays). */
export function deepFreeze<V>(value: V): V {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    // A loop over the keys: Object.values made an array per row (the seed loads about 4,500).
    for (const key in value) deepFreeze(value[key]);
  }
  return value;
}

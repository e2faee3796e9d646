/**
 * What `make` gave for each key this process asked about, the `kept` asked last: the watcher's rebuilds
 * ask again for much the same (a page's split CSS, a stylesheet's minified CSS, a page's gzip size).
 * What follows the key only makes the value. A promise that fails is forgotten, so the next ask tries again.
 */
export function memo<Value, Rest extends unknown[] = []>(kept: number, make: (key: string, ...rest: Rest) => Value) {
  const made = new Map<string, Value>();
  return (key: string, ...rest: Rest): Value => {
    if (made.has(key)) {
      const value = made.get(key) as Value;
      // Asked again: the last to be forgotten.
      made.delete(key);
      made.set(key, value);
      return value;
    }
    const value = make(key, ...rest);
    made.set(key, value);
    if (value instanceof Promise) value.catch(() => made.get(key) === value && made.delete(key));
    if (made.size > kept) made.delete(made.keys().next().value ?? '');
    return value;
  };
}

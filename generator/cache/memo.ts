/**
 * What `make` gave for each of the last `kept` keys this process asked about: the watcher's rebuilds
 * ask again for much the same (a page's split CSS, a stylesheet's minified CSS, a page's gzip size).
 * What follows the key only makes the value. A promise that fails is forgotten, so the next ask tries again.
 */
export function memo<Value, Rest extends unknown[] = []>(kept: number, make: (key: string, ...rest: Rest) => Value) {
  const made = new Map<string, Value>();
  return (key: string, ...rest: Rest): Value => {
    if (made.has(key)) return made.get(key) as Value;
    const value = make(key, ...rest);
    made.set(key, value);
    if (value instanceof Promise) value.catch(() => made.get(key) === value && made.delete(key));
    if (made.size > kept) made.delete(made.keys().next().value ?? '');
    return value;
  };
}

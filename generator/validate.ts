import type { Collection } from '../data/content';
import { BuildError } from './errors';

function valueAt(item: unknown, path: readonly PropertyKey[]) {
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    item,
  );
}

export function fieldName(path: readonly PropertyKey[]) {
  return path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
}

/** Every problem in every collection, each naming its file, its item and its field. */
export function contentProblems(collections: readonly Collection[]) {
  const problems: string[] = [];
  for (const collection of collections) {
    const seenBy = new Map<string, Map<unknown, string>>();
    collection.items.forEach((item, index) => {
      const record = (item ?? {}) as Record<string, unknown>;
      const name = collection.itemName(record, index);
      const result = collection.schema.safeParse(item);
      for (const issue of result.success ? [] : result.error.issues) {
        const missing = valueAt(item, issue.path) === undefined;
        const message = missing ? 'is missing' : issue.message;
        // A single value (a quote, a URL) is its own field.
        const field = issue.path.length > 0 ? `: field "${fieldName(issue.path)}"` : '';
        problems.push(`${collection.file}: ${name}${field} ${message}`);
      }
      for (const { field, by = (value: unknown) => value, as } of collection.unique ?? []) {
        if (record[field] === undefined) continue;
        const value = by(record[field]);
        const seen = seenBy.get(field) ?? new Map<unknown, string>();
        seenBy.set(field, seen);
        const first = seen.get(value);
        const what = as ? `gives the ${as} ${JSON.stringify(value)}` : `repeats ${JSON.stringify(value)}`;
        if (first) problems.push(`${collection.file}: ${name}: field "${field}" ${what}, already used by ${first}`);
        else seen.set(value, name);
      }
    });
  }
  return problems;
}

export function validateContent(collections: readonly Collection[]) {
  const problems = contentProblems(collections);
  if (problems.length > 0) {
    throw new BuildError(`The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n  ${problems.join('\n  ')}`);
  }
}

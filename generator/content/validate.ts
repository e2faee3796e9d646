import type { Collection } from '../../data/content';
import { BuildError } from '../errors';
import { allowedFieldsAt, closestField } from './field-names';

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

/** The source of each `.ts` data file, by its path from the project's root, for naming lines. */
type DataLines = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** `file:line` of a value, or of the nearest value around it written in the file; the file alone when none is. */
function placeOf(collection: Collection, index: number, path: readonly PropertyKey[], lines: ReadonlyMap<string, number> | undefined) {
  if (collection.fileOf) return collection.fileOf(index);
  if (!lines || !collection.exportName) return collection.file;
  const base = collection.oneValue ? [collection.exportName] : [collection.exportName, index];
  for (let length = path.length; length >= 0; length--) {
    const line = lines.get([...base, ...path.slice(0, length)].map(String).join('.'));
    if (line !== undefined) return `${collection.file}:${line}`;
  }
  return collection.file;
}

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
  expected?: string;
}

const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list [ … ]',
  object: 'fields { … }',
};

function kindOf(value: unknown) {
  if (Array.isArray(value)) return kinds.array;
  if (value === null) return 'null';
  return kinds[typeof value] ?? typeof value;
}

/** zod's wording where it has no message of the schema's own, said as the owner writes the value. */
function ownerWords(issue: Issue, value: unknown) {
  if (issue.code === 'invalid_type' && issue.expected) return `is ${kindOf(value)}, not ${kinds[issue.expected] ?? issue.expected}`;
  return issue.message;
}

/** One item's problems, each to follow the item's name, in the owner's words; a misspelt field is named once, not also as a missing one. */
function itemProblems(collection: Collection, item: unknown, issues: readonly Issue[]) {
  const problems: { path: readonly PropertyKey[]; text: string }[] = [];
  const misspelt = new Set<string>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const allowed = allowedFieldsAt(collection.schema, issue.path);
    // Only a field not written already can be the one meant.
    const written = valueAt(item, issue.path);
    const unwritten = allowed.filter((field) => !(written && typeof written === 'object' && field in written));
    for (const key of issue.keys ?? []) {
      const meant = closestField(key, unwritten);
      if (meant !== undefined) misspelt.add(fieldName([...issue.path, meant]));
      const where = issue.path.length > 0 ? ` in "${fieldName(issue.path)}"` : '';
      const guess = meant === undefined ? '' : ` (did you mean "${meant}"?)`;
      problems.push({
        path: [...issue.path, key],
        text: `: unknown field "${key}"${where}${guess}; fields allowed: ${allowed.join(', ')}`,
      });
    }
  }
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') continue;
    const missing = valueAt(item, issue.path) === undefined;
    if (missing && misspelt.has(fieldName(issue.path))) continue;
    const message = missing ? 'is missing' : ownerWords(issue, valueAt(item, issue.path));
    // A single value (a quote, a URL) is its own field.
    const field = issue.path.length > 0 ? `: field "${fieldName(issue.path)}"` : '';
    problems.push({ path: issue.path, text: `${field} ${message}` });
  }
  return problems;
}

/**
 * Every problem in every collection, each naming its file (and line, given each file's literal lines), its
 * item and its field. Values derived from a field (a title's slug) are compared only once the
 * field itself passed.
 */
export function contentProblems(collections: readonly Collection[], linesByFile?: DataLines) {
  const problems: string[] = [];
  for (const collection of collections) {
    const seenBy = new Map<string, Map<unknown, string>>();
    const lines = linesByFile?.get(collection.file);
    if (!Array.isArray(collection.items)) {
      const exported = collection.exportName ? `"${collection.exportName}"` : 'its export';
      problems.push(`${collection.file}: ${exported} must be a list [ ... ] of items, not ${kindOf(collection.items)}`);
      continue;
    }
    collection.items.forEach((item, index) => {
      const record = (item ?? {}) as Record<string, unknown>;
      const name = collection.itemName(record, index);
      const result = collection.schema.safeParse(item);
      const issues = result.success ? [] : (result.error.issues as Issue[]);
      for (const { path, text } of itemProblems(collection, item, issues))
        problems.push(`${placeOf(collection, index, path, lines)}: ${name}${text}`);
      for (const { field, by = (value: unknown) => value, as } of collection.unique ?? []) {
        if (record[field] === undefined || issues.some((issue) => issue.path[0] === field)) continue;
        const value = by(record[field]);
        const seen = seenBy.get(field) ?? new Map<unknown, string>();
        seenBy.set(field, seen);
        const first = seen.get(value);
        const what = as ? `gives the ${as} ${JSON.stringify(value)}` : `repeats ${JSON.stringify(value)}`;
        const place = placeOf(collection, index, [field], lines);
        if (first) problems.push(`${place}: ${name}: field "${field}" ${what}, already used by ${first}`);
        else seen.set(value, name);
      }
    });
  }
  return problems;
}

export function validateContent(collections: readonly Collection[], linesByFile?: DataLines) {
  const problems = contentProblems(collections, linesByFile);
  if (problems.length > 0) {
    throw new BuildError(`The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n  ${problems.join('\n  ')}`);
  }
}

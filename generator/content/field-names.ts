/**
 * The fields a schema allows at a place in an item, and the one an unknown field most likely
 * meant, so a misspelt key is answered with the right one.
 */
import type { z } from 'zod';

/** What zod's schemas describe of themselves (`schema.def`), as far as fields go. */
interface SchemaDefinition {
  type: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  innerType?: unknown;
  options?: unknown[];
  items?: unknown[];
  in?: unknown;
}

const definitionOf = (schema: unknown): SchemaDefinition | undefined =>
  schema && typeof schema === 'object' && 'def' in schema ? (schema.def as SchemaDefinition) : undefined;

/** The object schema found by following `path` from `schema`, through lists, optionals and unions. */
function objectAt(schema: unknown, path: readonly PropertyKey[]): SchemaDefinition | undefined {
  const definition = definitionOf(schema);
  if (!definition) return undefined;
  if (definition.innerType) return objectAt(definition.innerType, path);
  if (definition.in) return objectAt(definition.in, path);
  if (definition.options) {
    for (const option of definition.options) {
      const found = objectAt(option, path);
      if (found) return found;
    }
    return undefined;
  }
  const [key, ...rest] = path;
  if (key === undefined) return definition.type === 'object' ? definition : undefined;
  if (definition.element) return objectAt(definition.element, rest);
  if (definition.items && typeof key === 'number') return objectAt(definition.items[key], rest);
  if (definition.shape && typeof key === 'string') return objectAt(definition.shape[key], rest);
  return undefined;
}

export function allowedFieldsAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  return Object.keys(objectAt(schema, path)?.shape ?? {});
}

/** Letters to insert, delete or change, and neighbours to swap, to turn one word into the other. */
function editDistance(a: string, b: string) {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, index) => index)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    const above = rows[i - 1] ?? [];
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let cost = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cost = Math.min(cost, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row[j] = cost;
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? 0;
}

/** The allowed field an unknown one was most likely meant to be: other case, or a typo or two away. */
export function closestField(unknown: string, allowed: readonly string[]): string | undefined {
  const lower = unknown.toLowerCase();
  let best: { field: string; distance: number } | undefined;
  for (const field of allowed) {
    const distance = editDistance(lower, field.toLowerCase());
    const bound = field.length <= 3 ? 1 : 2;
    if (distance <= bound && (!best || distance < best.distance)) best = { field, distance };
  }
  return best?.field;
}

/**
 * `tsx tests/support/compare-dist.ts BEFORE AFTER`: two builds' dist/ folders, file by file.
 * Exits non-zero, naming each file, when one is missing, extra or differs by a byte.
 */
import path from 'node:path';
import { readFile, readdir } from 'node:fs/promises';

async function filesIn(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return new Set(entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))));
}

async function distDifferences(before: string, after: string) {
  const [old, current] = await Promise.all([filesIn(before), filesIn(after)]);
  const differences: string[] = [];
  for (const file of old) if (!current.has(file)) differences.push(`missing: ${file}`);
  for (const file of current) if (!old.has(file)) differences.push(`extra: ${file}`);
  for (const file of old) {
    if (!current.has(file)) continue;
    const [a, b] = await Promise.all([readFile(path.join(before, file)), readFile(path.join(after, file))]);
    if (!a.equals(b)) differences.push(`differs: ${file}`);
  }
  return differences.sort();
}

const [before, after] = process.argv.slice(2);
if (before && after) {
  const differences = await distDifferences(before, after);
  console.log(differences.length === 0 ? `${before} and ${after} are byte-identical.` : differences.join('\n'));
  if (differences.length > 0) process.exitCode = 1;
}

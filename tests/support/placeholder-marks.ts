import { readdir } from 'node:fs/promises';
import type { ProjectCopy } from './project-copy';

/** Takes every PLACEHOLDER mark out of the copy's data/, as an owner done writing would, so a release build passes. */
export async function removePlaceholderMarks(project: ProjectCopy) {
  for (const file of await readdir(project.file('data'), { recursive: true })) {
    // Every file, marked or not (project.edit would refuse an edit that changes nothing).
    const mark = file.endsWith('.ts') ? / *\/\/ PLACEHOLDER.*$/gm : file.endsWith('.md') ? /^<!-- PLACEHOLDER.*-->\n/gm : null;
    if (mark) await project.write(`data/${file}`, (await project.read(`data/${file}`)).replace(mark, ''));
  }
}

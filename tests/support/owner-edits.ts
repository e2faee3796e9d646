import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { ProjectCopy } from './project-copy';

/** The owner's photo, as the README's "Make it yours" puts it in data/site.ts (the image already in assets/portrait.jpg). */
export const addPortrait = (project: ProjectCopy, alt: string) =>
  project.edit('data/site.ts', (text) =>
    `import portrait from '../assets/portrait.jpg';\n${text}`.replace(
      "language: 'en',",
      `language: 'en',\n  portrait: { src: portrait, alt: '${alt}' },`,
    ),
  );

/**
 * The README's "Make it yours" photo step, done as its code spans say: the import at the top of
 * data/site.ts and the portrait entry inside `site`. Gives the photo's path and the alt text, so the
 * test follows the README when its wording changes.
 */
export async function addPortraitAsReadmeSays(project: ProjectCopy) {
  const readme = await readFile(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
  const importLine = /`(import \w+ from '\.\.\/(assets\/[^']+)';)`/.exec(readme);
  const portraitLine = /`(portrait: \{[^`]*\},)`/.exec(readme);
  const [imported, photo, entry] = [importLine?.[1], importLine?.[2], portraitLine?.[1]];
  const alt = /alt: '([^']*)'/.exec(entry ?? '')?.[1];
  if (!imported || !photo || !entry || alt === undefined)
    throw new Error("README.md no longer shows the portrait's import and entry as code");
  await project.edit('data/site.ts', (text) =>
    `${imported}\n${text}`.replace(/(export const site: Site = \{[\s\S]*?)\n\};/, `$1\n  ${entry}\n};`),
  );
  return { photo, alt };
}

/** The resume page made to throw `message` while it renders. */
export const throwInResume = (project: ProjectCopy, message: string) =>
  project.edit('pages/resume.tsx', (text) =>
    text
      .replace(
        'export default function ResumePage',
        `function explode(): never { throw new Error('${message}'); }\nexport default function ResumePage`,
      )
      .replace('<PageHeading', '{explode()}<PageHeading'),
  );

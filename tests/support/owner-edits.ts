import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { ProjectCopy } from './project-copy';

/** The owner's photo, as the README's "Make it yours" puts it in data/site.ts (the image already in assets/portrait.jpg). */
export const addPortrait = async (project: ProjectCopy, alt: string) => {
  // In place of the owner's own, if they have added one.
  await removePortrait(project);
  await project.edit('data/site.ts', (text) =>
    `import portrait from '../assets/portrait.jpg';\n${text}`.replace(
      "language: 'en',",
      `language: 'en',\n  portrait: { src: portrait, alt: '${alt}' },`,
    ),
  );
};

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
  await removePortrait(project);
  await project.edit('data/site.ts', (text) =>
    `${imported}\n${text}`.replace(/(export const site: Site = \{[\s\S]*?)\n\};/, `$1\n  ${entry}\n};`),
  );
  return { photo, alt };
}

/**
 * data/site.ts with no portrait, whether or not the owner has added one: the first screen as it
 * stands until they do.
 */
export async function removePortrait(project: ProjectCopy) {
  const text = await project.read('data/site.ts');
  const entry = /^[ \t]*portrait:\s*\{[^}]*?\bsrc:\s*(\w+)[^}]*\},?[ \t]*\n/m.exec(text);
  // Its import goes too, so a portrait added after (addPortraitAsReadmeSays) may import the same name.
  const without = entry ? text.replace(entry[0], '').replace(new RegExp(`^import ${entry[1]} from '[^']+';\\n`, 'm'), '') : text;
  // An entry in another shape would keep the portrait, and the tests would look at the wrong first screen.
  if (/^[ \t]*portrait\s*:/m.test(without)) throw new Error("data/site.ts: the portrait entry is not in the README's form");
  await project.write('data/site.ts', without);
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

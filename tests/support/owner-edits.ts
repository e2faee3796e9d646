import type { ProjectCopy } from './project-copy';

/** The owner's photo, as the README's "Make it yours" puts it in data/site.ts (the image already in assets/portrait.jpg). */
export const addPortrait = (project: ProjectCopy, alt: string) =>
  project.edit('data/site.ts', (text) =>
    `import portrait from '../assets/portrait.jpg';\n${text}`.replace(
      "language: 'en',",
      `language: 'en',\n  portrait: { src: portrait, alt: '${alt}' },`,
    ),
  );

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

import path from 'node:path';
import { expect, test } from 'vitest';
import { describeError, formatBuildError } from '../../generator/errors';
import { root } from '../../generator/paths';

test('an error names the frames in the owner’s sources, not the generator’s or Node’s', () => {
  const error = new TypeError("Cannot read properties of undefined (reading 'title')");
  error.stack = [
    `TypeError: ${error.message}`,
    `    at ProjectCard (${path.join(root, 'components', 'ProjectCard.tsx')}:14:22)`,
    `    at renderPage (${path.join(root, 'generator', 'pipeline', 'render.ts')}:40:12)`,
    `    at build (${path.join(root, 'build.ts')}:32:9)`,
    '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
    `    at Home (${path.join(root, 'pages', 'home.tsx')}:9:3)`,
  ].join('\n');
  expect(describeError(error).split('\n')).toEqual([
    `TypeError: ${error.message}`,
    '    at ProjectCard (components/ProjectCard.tsx:14:22)',
    '    at Home (pages/home.tsx:9:3)',
  ]);
});

test('a module’s query is no part of its file’s name, in the message or the frames', () => {
  const error = new Error(`Transform failed in ${path.join(root, 'components', 'Footer.css.ts')}?evaluate:10:11`);
  error.stack = [`Error: ${error.message}`, `    at ${path.join(root, 'components', 'Footer.css.ts')}?evaluate:10:30`].join('\n');
  expect(describeError(error).split('\n')).toEqual([
    'Transform failed in components/Footer.css.ts:10:11',
    '    at components/Footer.css.ts:10:30',
  ]);
});

test('esbuild’s note on where the generator registered its plugin is left out; a note on the owner’s file stays', async () => {
  const note = (file: string, text: string) => ({
    text,
    location: { file, line: 1, column: 0, length: 1, lineText: 'x', namespace: '', suggestion: '' },
  });
  const failure = Object.assign(new Error('Build failed'), {
    errors: [
      {
        id: '',
        pluginName: 'vanilla-extract-cache',
        text: 'components/Footer.css.ts: Invalid selector: span',
        location: null,
        detail: undefined,
        notes: [
          note('generator/assets/style-cache-plugin.ts', 'This error came from the "onLoad" callback registered here:'),
          note('data/generator/notes.ts', 'The owner’s own folder named generator'),
        ],
      },
    ],
    warnings: [],
  });
  const text = await formatBuildError(failure, false);
  expect(text).toContain('components/Footer.css.ts: Invalid selector: span');
  expect(text).not.toContain('This error came from');
  expect(text).toContain('The owner’s own folder named generator');
});

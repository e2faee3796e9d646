import path from 'node:path';
import { expect, test } from 'vitest';
import { describeError } from '../../generator/errors';
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

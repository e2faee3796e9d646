import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { ProjectCopy } from './project-copy';

const types: Record<string, string> = { '.html': 'text/html', '.css': 'text/css', '.js': 'text/javascript', '.svg': 'image/svg+xml' };
const contentTypeOf = (file: string) => types[path.extname(file)] ?? `image/${path.extname(file).slice(1).replace('jpg', 'jpeg')}`;

/** Every request the page makes is answered from a project copy's dist/, as a static host would. */
export async function serveCopiedSite(page: Page, project: ProjectCopy) {
  await page.route('**/*', async (route) => {
    const { pathname } = new URL(route.request().url());
    const file = project.file(path.join('dist', pathname.endsWith('/') ? `${pathname}index.html` : pathname));
    const body = await readFile(file).catch(() => undefined);
    await (body ? route.fulfill({ body, contentType: contentTypeOf(file) }) : route.fulfill({ status: 404 }));
  });
}

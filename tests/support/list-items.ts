import type { ProjectCopy } from './project-copy';

/**
 * Keeps only some items of an exported list in a copy's data file, by index: the owner deleting
 * whole entries. Items are objects written from a two-space indent: `  {` opens one, `  },` closes it.
 */
export async function keepItems(project: ProjectCopy, file: string, name: string, keep: (index: number) => boolean) {
  await project.edit(file, (text) => {
    const open = text.indexOf('[\n', text.indexOf(`export const ${name}`));
    const close = text.indexOf('\n];', open);
    const items = text.slice(open + 2, close).split(/(?<=\n {2}\},?)\n/);
    return `${text.slice(0, open + 2)}${items.filter((_, index) => keep(index)).join('\n')}${text.slice(close)}`;
  });
}

/** The project dialog's element ids, which its markup and client/dialog.ts must agree on. */
import { slugOf } from '../data/slug';

export const projectTitleId = (id: number) => `project-${id}-title`;
/**
 * A project's address on the home page, `/#project-<slug of its title>`: it opens the project's
 * dialog, Copy link shares it, and without scripts it is the project's card. Renaming a project
 * changes its address (and its page's, pages/routes.ts).
 */
export const projectDialogId = (title: string) => `project-${slugOf(title)}`;

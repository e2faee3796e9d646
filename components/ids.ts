/** The project dialog's element ids, which its markup and client/dialog.ts must agree on. */
import { slugOf } from '../data/slug';

export const projectTitleId = (id: number) => `project-${id}-title`;
/**
 * A project's dialog id, and so its address: `/#project-<slug of its title>`. 'Learn More' links
 * there and Copy link shares it; renaming a project changes its address.
 */
export const projectDialogId = (title: string) => `project-${slugOf(title)}`;
export const projectDialogTitleId = (id: number) => `project-${id}-dialog-title`;

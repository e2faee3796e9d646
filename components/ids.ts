/** Element ids that markup and client scripts must agree on. */
import { slugOf } from '../data/slug';

export const menuId = 'site-menu';

export const projectTitleId = (id: number) => `project-${id}-title`;
/**
 * A project's address on the home page, `/#project-<slug of its title>`: it opens the project's
 * dialog, Copy link shares it, and without scripts it is the project's card. Renaming a project
 * changes its address (and its page's, pages/routes.ts).
 */
export const projectDialogId = (title: string) => `project-${slugOf(title)}`;

/** Tab and panel ids, shared by the markup and client/tabs.ts so both agree. */
export const tabId = (group: string, index: number) => `${group}-tab-${index}`;
export const tabPanelId = (group: string, index: number) => `${group}-panel-${index}`;

/** A story chapter's anchor, linked from the chapter list and watched by client/chapter-nav.ts. */
export const chapterId = (index: number) => `chapter-${index + 1}`;

/**
 * A project's slug: its title in lower case, accents dropped, words joined by '-'. It is the
 * project's address (`/#project-<slug>`), so two projects must not share one.
 */
export const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

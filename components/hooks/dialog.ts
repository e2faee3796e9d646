/**
 * The project dialog's hooks, shared by its markup (ProjectDialog, ProjectCard, ProjectDetails)
 * and client/dialog.ts, so both agree.
 *
 * Markup: the home page carries one `dialog[data-dialog]` holding a title `[data-dialog-title]`,
 * Copy link `[data-copy-link]` with its `output[data-copy-status]`, Close `[data-dialog-close]`, a loading line
 * `[data-dialog-status]` and the place the details go, `[data-dialog-body]`. Each card's link
 * `a[data-dialog-open="project-<slug>"]` leads to the project's own page; its value is the
 * dialog's address (`/#project-<slug>`). On that page the details are `[data-project-details]`,
 * which the dialog fetches and shows.
 */
/** client/dialog.ts. */
export const dialogBehaviour = 'dialog';
export const dialogAttr = 'data-dialog';
export const openerAttr = 'data-dialog-open';
export const closeAttr = 'data-dialog-close';
export const copyLinkAttr = 'data-copy-link';
export const copyStatusAttr = 'data-copy-status';
export const titleAttr = 'data-dialog-title';
export const statusAttr = 'data-dialog-status';
export const bodyAttr = 'data-dialog-body';
/** A `<template>`: the loading line, the failure line, and the link to the project's page shown with it. */
export const messagesAttr = 'data-dialog-messages';
export const detailsAttr = 'data-project-details';

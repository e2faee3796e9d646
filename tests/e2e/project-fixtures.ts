import { expect as baseExpect, type Page } from '@playwright/test';

// The dialog's details come over the network from the project's page: on a machine shared by
// many processes that alone can take seconds.
export const expect = baseExpect.configure({ timeout: 15_000 });

/** A project with a paper and two videos: its details exercise every part of the dialog. */
export const haptic = {
  title: 'Haptic Feedback for Surgical Robotics',
  hash: '#project-haptic-feedback-for-surgical-robotics',
  page: '/projects/haptic-feedback-for-surgical-robotics/',
};

export const learnMoreOf = (page: Page, title: string) =>
  page
    .locator('#projects article')
    .filter({ has: page.getByRole('heading', { level: 3, name: title }) })
    .getByRole('link', { name: 'Learn More' });

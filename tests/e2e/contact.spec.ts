import { expect, test, type Page } from '@playwright/test';
import { desktop } from './site';
import { storyPath } from '../../data/addresses';

test.use({ viewport: desktop });

/** Requests a submit could make: a navigation, a non-GET, or anything carrying the form's values. */
function recordSubmissions(page: Page) {
  const submissions: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' || request.resourceType() === 'document' || /Njeri|Mwea|hectares/.test(request.url())) {
      submissions.push(`${request.method()} ${request.url()}`);
    }
  });
  return submissions;
}

async function fillForm(page: Page, email = 'amina@example.org') {
  await page.getByLabel('Name', { exact: true }).fill('Amina Njeri');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Subject', { exact: true }).fill('Spraying in Mwea');
  await page.getByLabel('Message', { exact: true }).fill('Could your drones spray our 4 hectares next season?');
}

test('the form has four required, labelled fields and a five-row message', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Send a Message' });
  for (const label of ['Name', 'Email', 'Subject', 'Message'])
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Message')).toHaveAttribute('rows', '5');
});

test('an invalid form shows the browser’s validation and no alert', async ({ page }) => {
  await page.goto('/');
  let alerted = false;
  page.on('dialog', (dialog) => {
    alerted = true;
    return dialog.dismiss();
  });
  await fillForm(page, 'not-an-email');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect(await page.getByLabel('Email', { exact: true }).evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe('');
  await page.getByLabel('Email', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect(await page.getByLabel('Email', { exact: true }).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  expect(alerted).toBe(false);
});

test('a valid submit shows the thank-you alert and sends nothing', async ({ page }) => {
  await page.goto('/');
  await fillForm(page);
  const requests = recordSubmissions(page);
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    return dialog.accept();
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => alerts).toEqual(["alert: Thank you for your message. I'll get back to you soon!"]);
  expect(requests).toEqual([]);
  await expect(page).toHaveURL('/');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a valid submit sends nothing', async ({ page, baseURL }) => {
    await page.goto('/');
    await fillForm(page);
    const requests = recordSubmissions(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL('/');
    // A link followed next: a request the submit made would have come before its page's.
    await page.getByRole('link', { name: 'Read My Story' }).click();
    await expect(page).toHaveURL(storyPath);
    expect(requests).toEqual([`GET ${baseURL}${storyPath}`]);
  });
});

import { conciergeClient, newIdentity } from './support/accounts';
import { SAMPLE_PDF } from '@concierge/e2e-support';
import { expect, test } from './support/fixtures';
import { screenshotAtWidths } from './support/screenshots';
import { toasts } from './support/ui';
import { TEXTS } from '../src/app/texts';

// The end-to-end story, against the real server: sign up with a company, onboarding, dashboard,
// a category, a survey with a file, the request in the open list; the concierge (through the API)
// replies and moves it; the user sees the message and the request in progress.

test('a new user signs up, asks for help through a survey, and follows the concierge’s reply', async ({
  page,
}) => {
  test.slow();
  const user = newIdentity('demo');

  await test.step('sign up with a company code', async () => {
    await page.goto('/sign-up/demo');
    await expect(page.getByLabel('Company code (optional)')).toHaveValue('demo');
    await page.getByLabel('First name').fill(user.name);
    await page.getByLabel('Last name').fill(user.lastName);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByLabel('I accept the terms of service').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    // Enrollment is offered first (docs/sign-in.md#sign-in-states: the onboarding flag is set), then onboarding follows.
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await page.getByRole('button', { name: 'Not now' }).click();
  });

  await test.step('onboarding: about us, about you, contact info', async () => {
    await expect(page).toHaveURL(/\/welcome\/about-us$/);
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await page.getByRole('link', { name: 'Next: About you' }).click();
    await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
    await expect(page.getByRole('main').getByText(`${user.name} ${user.lastName}`)).toBeVisible();
    await expect(page.getByText('Demo Company')).toBeVisible();
    await page.getByRole('link', { name: 'Next: Contact info' }).click();
    await expect(page.getByRole('heading', { name: 'Contact info' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  });

  await test.step('the dashboard: empty lists and suggestions (for_alpha only, at most 3 per category)', async () => {
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Hello, ${user.name}` })).toBeVisible();
    await expect(page.getByText('No open requests')).toBeVisible();
    const home = page.locator('.cui-card').filter({ hasText: 'Home services' });
    await expect(home.getByRole('button')).toHaveText(['Find a plumber', 'Home cleaning', 'Moving help']);
    await expect(page.getByRole('button', { name: 'Pest control' })).toHaveCount(0);
    await screenshotAtWidths(page, 'dashboard');
  });

  await test.step('a category lists its request surveys', async () => {
    await page
      .getByRole('region', { name: 'All categories' })
      .getByRole('link', { name: 'Paperwork and finance' })
      .click();
    await expect(page.getByRole('heading', { name: 'Paperwork and finance', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tax preparation' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Review a document' }).click();
  });

  await test.step('the survey: a file item, a text item, back, reload, an email item, submit', async () => {
    await expect(page.getByRole('heading', { name: 'Review a document' })).toBeVisible();
    await expect(page.getByText('Question 1 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(TEXTS.answer.requiredFile)).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles(SAMPLE_PDF);
    await expect(page.getByText('Uploaded')).toBeVisible();
    await screenshotAtWidths(page, 'survey-step');
    await page.getByRole('button', { name: 'Next' }).click();

    const question = page.getByLabel('What would you like us to look at?');
    await expect(question).toBeFocused();
    await question.fill('Is the deposit clause fair?');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Question 3 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(question).toHaveValue('Is the deposit clause fair?');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Question 3 of 3')).toBeVisible();

    await page.reload();
    const email = page.getByLabel('Which email should we send updates to?');
    await expect(email).toBeVisible();
    await email.fill('not an email');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await email.fill(user.email);
    await page.getByRole('button', { name: 'Submit request' }).click();
  });

  let requestId = 0;
  await test.step('a toast, then the new request; it is in the open list', async () => {
    await expect(page).toHaveURL(/\/requests\/\d+$/);
    requestId = Number(new URL(page.url()).pathname.split('/').pop());
    const toast = toasts(page).getByRole('listitem').filter({ hasText: TEXTS.requestSent });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Review a document', level: 1 })).toBeVisible();
    await expect(page.getByText('In Queue')).toBeVisible();
    // The attachment downloads with the session's headers (the server serves files only to their owner).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: SAMPLE_PDF.name }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(SAMPLE_PDF.name);
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(SAMPLE_PDF.buffer)).toBe(true);
    await page.getByRole('link', { name: 'Requests', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('list', { name: 'Open requests' }).getByRole('link', { name: 'Review a document' }),
    ).toBeVisible();
  });

  await test.step('the concierge replies and moves the request to in progress (through the API)', async () => {
    const concierge = await conciergeClient();
    await concierge.postConciergeMessage(requestId, {
      bodyHtml:
        '<p>Hello! We are <strong>on it</strong>. <a href="https://example.com/deposits">How deposits work</a></p>',
    });
    await concierge.moveRequest(requestId, 'in_progress');
  });

  await test.step('the user sees the message and the request in progress', async () => {
    await page.getByRole('tab', { name: 'In progress' }).click();
    await page
      .getByRole('list', { name: 'In progress requests' })
      .getByRole('link', { name: 'Review a document' })
      .click();
    await expect(page.getByText('In Progress', { exact: true })).toBeVisible();
    const message = page.getByRole('article', { name: 'Message from Casey Concierge' });
    await expect(message.getByText('on it')).toBeVisible();
    await expect(message.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{2}$/);
    const link = message.getByRole('link', { name: 'How deposits work' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await screenshotAtWidths(page, 'request-detail');

    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(
      page.getByRole('list', { name: 'In progress' }).getByRole('link', { name: 'Review a document' }),
    ).toBeVisible();
    await expect(page.getByText('No open requests')).toBeVisible();
  });
});

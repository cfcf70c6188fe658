import { expect, test } from './support/fixtures';
import { signInThroughUi } from './support/ui';
import { TEXTS } from '../src/app/texts';

// docs/requests.md#states-and-transitions, the survey flow: one item at a time, the right input for each kind, optional items skippable,
// submitted when the next item is null. (The file item and back/reload are in journey.spec.ts.)

test('each item kind gets its input; optional items can be skipped', async ({ page, user }) => {
  test.slow();
  await signInThroughUi(page, user);
  await page
    .getByRole('region', { name: 'All categories' })
    .getByRole('link', { name: 'Travel and dining' })
    .click();
  await page.getByRole('button', { name: 'Plan a trip' }).click();
  await expect(page.getByRole('heading', { name: 'Plan a trip' })).toBeVisible();

  await test.step('text', async () => {
    const field = page.getByLabel('Where would you like to go?');
    await expect(field).toHaveAttribute('type', 'text');
    await field.fill('Lisbon');
    await page.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('date', async () => {
    const field = page.getByLabel('When do you leave?');
    await expect(field).toHaveAttribute('type', 'date');
    await field.fill('2027-05-01');
    await page.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('number: a text field with a numeric keyboard', async () => {
    const field = page.getByLabel('How many people are traveling?');
    await expect(field).toHaveAttribute('inputmode', 'decimal');
    await field.fill('2');
    await page.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('multi-choice (optional): checkboxes', async () => {
    const group = page.getByRole('group', { name: 'What do you enjoy on a trip? (optional)' });
    await group.getByText('Beaches', { exact: true }).click();
    await group.getByText('Food', { exact: true }).click();
    await expect(group.getByRole('checkbox', { name: /Beaches/ })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('number (optional): skipped', async () => {
    await expect(page.getByLabel('What is your budget, in dollars? (optional)')).toBeVisible();
    await page.getByRole('button', { name: 'Skip' }).click();
  });

  await test.step('email, the last question: submit', async () => {
    const field = page.getByLabel('Which email should we send updates to?');
    await expect(field).toHaveAttribute('type', 'email');
    await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
    await field.fill(user.email);
    await page.getByRole('button', { name: 'Submit request' }).click();
  });

  await expect(page).toHaveURL(/\/requests\/\d+$/);
  const answers = page.getByRole('region', { name: 'Your answers' });
  await expect(answers.getByText('Lisbon')).toBeVisible();
  await expect(answers.getByText('Beaches, Food')).toBeVisible();
  await expect(answers.getByText(user.email)).toBeVisible();
});

test('single choice items are radio groups; an answer is required unless optional', async ({
  page,
  user,
}) => {
  await signInThroughUi(page, user);
  await page
    .getByRole('region', { name: 'All categories' })
    .getByRole('link', { name: 'Home services' })
    .click();
  await page.getByRole('button', { name: 'Find a plumber' }).click();
  const group = page.getByRole('radiogroup', { name: 'What is the problem?' });
  await expect(group.getByRole('radio')).toHaveCount(4);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(TEXTS.answer.requiredChoice)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await group.getByText('No hot water', { exact: true }).click();
  await expect(group.getByRole('radio', { name: /No hot water/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radiogroup', { name: 'How urgent is it?' })).toBeVisible();
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
});

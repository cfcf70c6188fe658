import type { Page } from '@playwright/test';
import { isApiError } from '@concierge/api-client';
import { LOCALE_NAMES } from '@concierge/app-locale/switch';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoLocalize } from '@concierge/app-locale/pseudo-locale';
import { PSEUDO_LOCALE } from '@concierge/app-locale';
import { getInitials } from '@concierge/auth/core';
import { LAYOUT_TEXTS } from '../src/features/layout/layout-texts';
import { nodeClient, tokenFor, type TestUser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { conciergeReplies, createRequestThroughApi } from './support/requests';
import { signInThroughUi } from './support/ui';

// Every route in the pseudo-locale (`?locale=en-XA`: every catalogued text accented, 40 % longer
// and between ⟦ ⟧), signed out and then signed in with data. A text on screen outside the brackets came
// from no catalog; a text cut short at 320 px would be cut in a longer language. Allowed outside: what
// people and the server wrote (names, titles, answers, messages, the catalogue's categories and surveys,
// the server's own error texts), numbers and dates, and each language's own name in the switch.

const WIDTH = 320;

interface Seeded {
  inProgress: number;
  completed: number;
  categoryId: number;
  /** Everything the pages show that no catalog holds. */
  allowed: string[];
}

/** One account's data through the API: a request in progress with a conversation, a completed one rated. */
async function seed(user: TestUser): Promise<Seeded> {
  const token = await tokenFor(user);
  const { requestId: inProgress, categoryId } = await createRequestThroughApi(token, 'Find a plumber');
  const { requestId: completed } = await createRequestThroughApi(token, 'Furniture assembly');
  const concierge = await conciergeReplies(inProgress, '<p>We found three plumbers near you.</p>');
  await concierge.moveRequest(inProgress, 'in_progress');
  const { client, setToken } = nodeClient();
  setToken(token);
  await client.completeRequest(completed);
  await client.rateRequest(completed, { score: 'good', comment: 'Quick and friendly' });

  const server = await Promise.all(
    [inProgress, completed].map(
      async (id) => (await client.call('getRequest', { params: { id } })).data.request,
    ),
  );
  const categories = (await client.call('getSurveyCategories', {})).data.survey_categories;
  // The server's own words (its language is the server's, apps/api): the texts its errors carry.
  const unlockError = await client.unlock('not-a-token').then(
    () => '',
    (error: Error) => error.message,
  );
  const me = await client.getCurrentUser();
  // The first question of the survey the test opens, with its choices.
  const plumber = categories
    .flatMap((category) => category.request_surveys)
    .find((survey) => survey.name === 'Find a plumber');
  const run = plumber ? await client.startUserRequestSurvey(plumber.id) : null;
  const next = run && !isApiError(run) ? await client.getNextSurveyItem(run.id) : null;
  const question = next && !isApiError(next) ? [next.item.question, ...next.item.options] : [];
  const allowed = [
    me.full_name,
    user.name,
    user.lastName,
    user.email,
    getInitials(me.full_name),
    me.company?.name ?? '',
    'Quick and friendly',
    ...question,
    unlockError,
    ...Object.values(LOCALE_NAMES),
    ...server.flatMap((request) =>
      request === null
        ? []
        : [
            request.title,
            ...request.details.flatMap((detail) => [detail.question, detail.answer ?? '']),
            ...request.messages.flatMap((message) => [
              message.source_name,
              message.body_html.replace(/<[^>]+>/g, ''),
            ]),
          ],
    ),
    ...categories.flatMap((category) => [
      category.name,
      category.description ?? '',
      ...category.request_surveys.flatMap((survey) => [survey.name, survey.description ?? '']),
    ]),
  ];
  return { inProgress, completed, categoryId, allowed: allowed.filter(Boolean) };
}

/** The signed-out routes of docs/screens.md#routes (tokens that do not exist show each page's error state). */
const SIGNED_OUT = [
  '/sign-in',
  '/sign-up',
  '/sign-up/demo',
  '/forgot-password',
  '/reset-password/not-a-token',
  '/unlock/not-a-token',
  '/confirm-email/not-a-token',
  '/no/such/page',
];

const signedIn = ({ inProgress, completed, categoryId }: Seeded) => [
  '/mfa-enrollment',
  '/welcome/about-us',
  '/welcome/about-you',
  '/welcome/contact-info',
  '/dashboard',
  '/requests',
  '/requests?tab=In_progress',
  '/requests?tab=Completed',
  '/requests?q=plumber',
  `/requests/${inProgress}`,
  `/requests/${completed}`,
  `/requests/category/${categoryId}`,
  '/account',
  '/account/security',
  '/account/devices',
  '/account/data',
  '/settings/notifications',
  '/no/such/page',
];

test('every route in the pseudo-locale: each text from a catalog, none clipped at 320 px', async ({
  page,
  user,
}) => {
  test.slow();
  const seeded = await seed(user);
  await page.setViewportSize({ width: WIDTH, height: 800 });

  for (const path of SIGNED_OUT) await expectLocalized(page, path, seeded.allowed);
  await signInThroughUi(page, user);
  for (const path of signedIn(seeded)) await expectLocalized(page, path, seeded.allowed);

  await test.step('the menu and a survey question', async () => {
    await page.goto(pseudo('/dashboard'));
    await page.getByRole('button', { name: pseudoLocalize(LAYOUT_TEXTS.menu) }).click();
    await expectNothingUnlocalized(page, 'the menu', seeded.allowed);
    await page.keyboard.press('Escape');
    await page.goto(pseudo(`/requests/category/${seeded.categoryId}`));
    await page.getByRole('button', { name: 'Find a plumber' }).click();
    await expect(page.getByRole('radiogroup')).toBeVisible();
    await expectNothingUnlocalized(page, 'a survey question', seeded.allowed);
  });
});

const pseudo = (path: string) => `${path}${path.includes('?') ? '&' : '?'}locale=${PSEUDO_LOCALE}`;

async function expectLocalized(page: Page, path: string, allowed: readonly string[]) {
  await test.step(path, async () => {
    await page.goto(pseudo(path));
    await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO_LOCALE);
    await expect(page.locator('main h1')).toBeVisible();
    await expectNothingUnlocalized(page, path, allowed);
  });
}

async function expectNothingUnlocalized(page: Page, label: string, allowed: readonly string[]) {
  // Loaded: the app has taken over, and no list or page is still loading.
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const found = await page.evaluate(findProblems, {
    open: PSEUDO_OPEN,
    close: PSEUDO_CLOSE,
    allowed: [...allowed].sort((a, b) => b.length - a.length),
  });
  // Soft: one run lists every route's problems.
  expect.soft(found, `${label}: text from no catalog, or clipped at ${WIDTH}px`).toEqual([]);
}

/**
 * Runs in the page: the text outside ⟦ ⟧ once allowed data, numbers, dates and punctuation are taken out
 * (text nodes in document order, and the names and hints in attributes), the page's title, and every
 * element whose text is cut: overflow hidden or clipped (text-overflow included) with content wider than
 * its box, or a page wider than the viewport.
 */
function findProblems({ open, close, allowed }: { open: string; close: string; allowed: string[] }) {
  const problems: string[] = [];
  const leftover = (text: string) => {
    let rest = text;
    for (const data of allowed) rest = rest.split(data).join(' ');
    // Numbers, dates, file sizes (`14.2 KB`), punctuation and symbols are no one's words.
    rest = rest.replace(/\d+(?:[.,]\d+)?\s?(?:Bytes|KB|MB|GB|TB)\b/g, ' ');
    return /[\p{L}]/u.test(rest) ? rest.replace(/\s+/g, ' ').trim() : '';
  };
  const outside = (text: string, depth: { value: number }) => {
    let result = '';
    for (const character of text) {
      if (character === open) depth.value += 1;
      else if (character === close) depth.value -= 1;
      else if (depth.value === 0) result += character;
    }
    return result;
  };

  const depth = { value: 0 };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, template')) continue;
    if (!parent.checkVisibility()) continue;
    const text = leftover(outside(node.textContent ?? '', depth));
    if (text) problems.push(`text: “${text}” in <${parent.tagName.toLowerCase()}>`);
  }
  if (depth.value !== 0) problems.push(`unbalanced brackets (${depth.value})`);

  for (const element of document.body.querySelectorAll<HTMLElement>(
    '[aria-label], [placeholder], [title], [alt]',
  )) {
    if (!element.checkVisibility()) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (!value) continue;
      const text = leftover(outside(value, { value: 0 }));
      if (text) problems.push(`${name}: “${text}” on <${element.tagName.toLowerCase()}>`);
    }
  }
  const title = leftover(outside(document.title, { value: 0 }));
  if (title) problems.push(`title: “${title}”`);

  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    if (!element.checkVisibility() || !element.textContent?.trim()) continue;
    const style = getComputedStyle(element);
    const cuts = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
    // A visually hidden text (1 px, for screen readers) is cut on purpose.
    if (!cuts || element.clientWidth <= 1) continue;
    if (element.scrollWidth > element.clientWidth + 1) {
      const what = `<${element.tagName.toLowerCase()} class="${element.className}">`;
      problems.push(`clipped: ${what} ${element.scrollWidth}px in ${element.clientWidth}px`);
    }
  }
  const { scrollWidth, clientWidth } = document.documentElement;
  if (scrollWidth > clientWidth) {
    // The innermost elements that reach past the viewport say what pushed it.
    const past = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
      const { left, right } = element.getBoundingClientRect();
      return (
        element.checkVisibility() && (right > clientWidth + 1 || left < -1) && !element.firstElementChild
      );
    });
    const names = past
      .slice(0, 3)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
    problems.push(`the page is ${scrollWidth}px wide in ${clientWidth}px: ${names.join(', ')}`);
  }
  return problems;
}

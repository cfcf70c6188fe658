import { expect, test, type Page } from '@playwright/test';
import { settleAnimations } from '@concierge/e2e-support';

// The pseudo-locale pass: with `?locale=en-XA` every catalogued text reads ⟦àççéñţéð~~⟧, 40 %
// longer. What a page shows without the brackets came from no catalog, unless it is the server's data
// (names, titles, messages, answers: recorded from the API's answers) or has no letters (numbers, dates).
// Dates and times sit in <time> and are formatted, not translated; a language's own name in a switch says
// so with its `lang`. And nothing may be clipped at 320 px.

/** Keys whose strings are the product's words in the API's answers (spec texts), not data to show as is. */
const PRODUCT_TEXT_KEYS = new Set(['status', 'error', 'message']);
/** The narrowest screen the console supports. */
const NARROWEST = 320;

function textsOf(value: string): string[] {
  if (!value.includes('<')) return [value];
  // Message and saved-reply HTML: the page shows its text, element by element.
  return value.split(/<[^>]*>/).map((part) =>
    part
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

function collect(value: unknown, into: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (!PRODUCT_TEXT_KEYS.has(key)) for (const text of textsOf(value)) into.add(text);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, into, key);
  } else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) collect(item, into, name);
  }
}

/** Records every string the API answers the page with; call before the page loads anything. */
export function recordServerData(page: Page): () => Promise<string[]> {
  const data = new Set<string>();
  const pending: Promise<unknown>[] = [];
  page.on('response', (response) => {
    const json = (response.headers()['content-type'] ?? '').includes('json');
    if (!response.url().includes('/api/') || !json) return;
    pending.push(
      response.json().then(
        (body: unknown) => collect(body, data),
        () => undefined,
      ),
    );
  });
  return async () => {
    await Promise.all(pending);
    return [...data];
  };
}

/**
 * At 320 px: every visible text, accessible name, tooltip and the document's title came from a catalog (or
 * is data, or has no letters), and no element clips its text.
 */
export async function expectPseudoLocalized(page: Page, label: string, data: readonly string[]) {
  await page.setViewportSize({ width: NARROWEST, height: 800 });
  await settleAnimations(page);
  const problems = await page.evaluate((known: string[]) => {
    const edges = /^[\s()[\]:;,.!?·…—–-]+|[\s()[\]:;,.!?·…—–-]+$/g;
    const normal = (text: string) => text.trim().replace(edges, '');
    const data = new Set(known.map(normal));
    const letter = /\p{L}/u;
    /**
     * The parts of a text outside ⟦ ⟧ with letters and not data. `depth` carries the brackets from one text
     * node to the next in document order: a translated text may hold an element (a key in a <code>), so
     * its ⟦ and ⟧ sit in two text nodes, and what lies between them is inside.
     */
    const uncatalogued = (text: string, depth = { value: 0 }) => {
      let rest = '';
      for (const character of text) {
        if (character === '⟦' || character === '⟧') {
          depth.value += character === '⟦' ? 1 : -1;
          rest += '\n';
        } else if (depth.value === 0) rest += character;
      }
      return rest
        .split('\n')
        .map(normal)
        .filter((part) => letter.test(part) && !data.has(part));
    };
    const textDepth = { value: 0 };
    const exempt = 'script, style, noscript, template, time, [aria-hidden="true"], [lang]:not(html)';
    const where = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className}"` : ''}>`;
    const found: string[] = [];
    /** Inside something that scrolls sideways (the kit's tab list): reachable, so not cut off. */
    const scrolls = (element: Element | null): boolean =>
      element !== null &&
      element !== document.documentElement &&
      (/auto|scroll/.test(getComputedStyle(element).overflowX) || scrolls(element.parentElement));

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(exempt) || !parent.checkVisibility()) continue;
      for (const part of uncatalogued(node.textContent ?? '', textDepth))
        found.push(`text in no catalog: "${part}" in ${where(parent)}`);
      // Text past the screen's edge is cut off, unless it sits in something that scrolls sideways.
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && (box.left < -1 || box.right > innerWidth + 1) && !scrolls(parent))
        found.push(`text past the screen's edge: "${node.textContent?.trim()}" in ${where(parent)}`);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (element.closest(exempt) || !element.checkVisibility()) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        for (const part of uncatalogued(element.getAttribute(name) ?? ''))
          found.push(`${name} in no catalog: "${part}" on ${where(element)}`);
      }
    }
    for (const part of uncatalogued(document.title)) found.push(`document title in no catalog: "${part}"`);

    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      // The visually hidden pattern clips on purpose (its text is read, not seen).
      if (element.closest('.cui-visually-hidden') || !element.checkVisibility()) continue;
      if (!element.innerText?.trim()) continue;
      const style = getComputedStyle(element);
      const clipsAcross = /hidden|clip/.test(style.overflowX) || style.textOverflow === 'ellipsis';
      const clipsDown = /hidden|clip/.test(style.overflowY);
      if (
        (clipsAcross && element.scrollWidth > element.clientWidth + 1) ||
        (clipsDown && element.scrollHeight > element.clientHeight + 1)
      )
        found.push(`clipped: "${element.innerText.trim().slice(0, 80)}" in ${where(element)}`);
    }
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      // Which elements reach past the edge: the innermost ones name the culprit.
      const past = [...document.body.querySelectorAll('*')].filter(
        (element) => element.getBoundingClientRect().right > width + 1 && !scrolls(element.parentElement),
      );
      const innermost = past.filter(
        (element) => !past.some((other) => other !== element && element.contains(other)),
      );
      found.push(`the page scrolls sideways: ${innermost.slice(0, 5).map(where).join(', ')}`);
    }
    return found;
  }, data as string[]);
  if (problems.length > 0)
    await test.info().attach(`${label} at 320 px`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  expect(problems, `${label}: text without the pseudo-locale's brackets, or clipped, at 320 px`).toEqual([]);
}

import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';

// Every story must also fit in Arabic (right to left, and longer words than English). After the
// English checks, the runner switches the story's globals to Arabic in place (a re-render without the
// play function, so the story keeps the state its play left), looks for clipped text, and switches back.
// No screenshot: a walk over the DOM costs milliseconds. Each story's cost goes to a report for CI's budget.

/** Where each story's cost in milliseconds is appended (`<story id> <ms>`), summed by test-stories.mjs. */
export const ARABIC_CHECK_REPORT = path.join(process.cwd(), '.reports', 'arabic-overflow-ms.txt');

/**
 * The elements of the page that clip their content sideways (overflow hidden or clip, content wider than
 * the box, no ellipsis), and the page itself when it is wider than the viewport; named by their place in the DOM, so
 * the same element is recognised in both languages. Runs in the browser: self-contained.
 */
export function findClipped(): string[] {
  const nameOf = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const index = node.parentElement ? [...node.parentElement.children].indexOf(node) : 0;
      parts.unshift(
        `${node.tagName.toLowerCase()}${node.classList[0] ? `.${node.classList[0]}` : ''}:${index}`,
      );
    }
    return parts.join('>');
  };
  const clipped: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    // Named with the innermost elements that reach past the viewport: what to look at.
    const past = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        element.getBoundingClientRect().right > root.clientWidth + 1 &&
        ![...element.children].some((child) => child.getBoundingClientRect().right > root.clientWidth + 1),
    );
    clipped.push(`the page (${root.scrollWidth}px wide: ${past.slice(0, 3).map(nameOf).join(', ')})`);
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement) || element.clientWidth <= 1) continue; // visually hidden text
    const { overflowX, textOverflow } = getComputedStyle(element);
    if (overflowX !== 'hidden' && overflowX !== 'clip') continue;
    // Cut with an ellipsis is a design's choice, shown as such (a long file name), not a clipped text.
    if (textOverflow === 'ellipsis') continue;
    if (element.scrollWidth > element.clientWidth + 1 && element.innerText.trim() !== '') {
      clipped.push(nameOf(element));
    }
  }
  return clipped;
}

/**
 * Sets the story's globals and resolves once Storybook has rendered it with them and has nothing left to
 * do (rejects if it threw). Only a render that follows this update's own `globalsUpdated` counts, and the
 * story must then be idle (no phase pending, no re-render queued): a `storyRendered` left over from an
 * earlier switch once let the runner move on while a switch was still queued, and Storybook then played
 * the next story twice, its screenshot taken in the middle of the second play (ConfirmDialog › Busy).
 */
export async function renderWithGlobals(page: Page, globals: Record<string, string>): Promise<void> {
  await page.evaluate(
    (next) =>
      new Promise<void>((resolve, reject) => {
        type Channel = {
          on(event: string, listener: (...args: unknown[]) => void): void;
          off(event: string, listener: (...args: unknown[]) => void): void;
          emit(event: string, payload: unknown): void;
        };
        type Render = { phase?: string; rerenderEnqueued?: boolean; isPending?: () => boolean };
        const scope = window as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: Channel;
          __STORYBOOK_PREVIEW__?: { currentRender?: Render };
        };
        const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
        const idle = () => {
          const render = scope.__STORYBOOK_PREVIEW__?.currentRender;
          return !render || (!render.rerenderEnqueued && !render.isPending?.());
        };
        let updated = false;
        const stop = () => {
          channel.off('globalsUpdated', onUpdated);
          channel.off('storyRendered', onRendered);
          channel.off('storyThrewException', onError);
          channel.off('storyErrored', onError);
        };
        const settle = () => {
          if (idle()) requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          else requestAnimationFrame(settle);
        };
        const onUpdated = (payload: unknown) => {
          const { userGlobals, globals: merged } = (payload ?? {}) as Record<string, Record<string, unknown>>;
          if ((userGlobals ?? merged)?.['locale'] === next['locale']) updated = true;
        };
        const onRendered = () => {
          if (!updated) return;
          stop();
          settle();
        };
        const onError = (error: unknown) => {
          stop();
          reject(new Error(`The story failed to render in ${next['locale']}: ${JSON.stringify(error)}`));
        };
        channel.on('globalsUpdated', onUpdated);
        channel.on('storyRendered', onRendered);
        channel.on('storyThrewException', onError);
        channel.on('storyErrored', onError);
        channel.emit('updateGlobals', { globals: next });
      }),
    globals,
  );
}

/** Renders the story in Arabic and fails on text clipped there that English did not clip. */
export async function expectNoArabicOverflow(page: Page, storyId: string): Promise<void> {
  const started = performance.now();
  const english = new Set(await page.evaluate(findClipped));
  await renderWithGlobals(page, { locale: 'ar', dir: 'auto' });
  // The check is only worth something if the story really is in Arabic now.
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const arabic = await page.evaluate(findClipped);
  await renderWithGlobals(page, { locale: 'en', dir: 'auto' });
  appendFileSync(ARABIC_CHECK_REPORT, `${storyId} ${Math.round(performance.now() - started)}\n`);
  expect(arabic.filter((name) => !english.has(name))).toEqual([]);
}

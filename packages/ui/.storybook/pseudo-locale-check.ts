import type { Page } from 'playwright';
import { findClipped, renderWithGlobals } from './arabic-overflow';

// The pseudo-locale test, over every story: after its English checks, the runner narrows the page to
// 320 px, renders the story in en-XA in place (no play function: the state its play left), and fails on an
// English kit text still shown (visible text, or an accessible name, label or placeholder) and on text
// clipped there that English did not clip at the same width. Then English and the width come back.

/** The narrowest screen the product supports (SPEC: 320 px phones). */
const NARROW_WIDTH = 320;

/**
 * Kit texts left in English: text nodes and the attributes people read (aria-label, title, placeholder, alt)
 * equal to one of the kit's English strings. Runs in the browser: self-contained.
 */
function findEnglishKitTexts(): string[] {
  const english = new Set((window as unknown as { __KIT_ENGLISH_TEXTS__?: string[] }).__KIT_ENGLISH_TEXTS__);
  if (english.size === 0) return ['the kit’s English texts were not handed to the page'];
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (english.has(text)) found.push(`text “${text}”`);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (value && english.has(value)) found.push(`${name} “${value}”`);
    }
  }
  return found;
}

/**
 * Renders the story in the pseudo-locale at 320 px and fails on kit texts left in English or newly clipped.
 * A story that pins its own language (the `--right-to-left` ones, in Arabic) is left to its baseline.
 */
export async function expectPseudoLocalized(page: Page): Promise<void> {
  if ((await page.evaluate(() => document.documentElement.lang)) !== 'en') return;
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: NARROW_WIDTH, height: viewport?.height ?? 720 });
  try {
    const english = new Set(await page.evaluate(findClipped));
    await renderWithGlobals(page, { locale: 'en-XA', dir: 'auto' });
    // Only worth something if the story really is in the pseudo-locale now.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
    const left = await page.evaluate(findEnglishKitTexts);
    const clipped = (await page.evaluate(findClipped)).filter((name) => !english.has(name));
    await renderWithGlobals(page, { locale: 'en', dir: 'auto' });
    expect({ englishKitTexts: left, clippedAt320px: clipped }).toEqual({
      englishKitTexts: [],
      clippedAt320px: [],
    });
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}

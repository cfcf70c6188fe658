import type { Page } from '@playwright/test';

/** Fails the test if the page logged an error or threw (a broken screen often only shows there). */
export function watchForPageErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return () => errors;
}

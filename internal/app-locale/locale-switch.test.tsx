import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { LOCALES } from '@concierge/api-client/constants';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogTranslate } from './catalog-translate.js';
import { localizable } from './localizable-texts.js';
import { storedLocale } from './locale-choice.js';
import { useAccountLocale } from './account-locale.js';
import { LocaleRoot, useLocale } from './locale-root.js';
import { setLocaleLoader, type LoadLocale } from './locale-store.js';
import { activateLocale, LOCALE_NAMES, setLocale } from './locale-switch.js';

const TEXTS = localizable('switch', { greeting: 'Hello' });

let delays: Partial<Record<string, Promise<void>>> = {};
const load: LoadLocale = vi.fn(async (locale) => {
  await delays[locale];
  if (locale === 'ar') throw new Error('chunk failed');
  return {
    translate: catalogTranslate(locale, {
      'switch.greeting': compileMessage(locale === 'es' ? 'Hola' : 'Bonjour'),
    }),
    kitTexts: {},
  };
});

beforeAll(() => setLocaleLoader(load));
afterEach(async () => {
  cleanup();
  delays = {};
  await activateLocale('en');
  localStorage.clear();
});

function Page({ account }: { account?: 'es' | null }) {
  const { locale, pending } = useLocale();
  useAccountLocale(account);
  return (
    <p>
      {TEXTS.greeting} {locale} {pending ?? '-'}
    </p>
  );
}

const app = (account?: 'es' | null) => (
  <LocaleRoot>
    <Page account={account} />
  </LocaleRoot>
);

it('starts in the language activated before rendering, with lang and dir on the document', async () => {
  await activateLocale('es');
  render(app());
  expect(screen.getByText('Hola es -')).toBeTruthy();
  expect(document.documentElement.lang).toBe('es');
  expect(document.documentElement.dir).toBe('ltr');
});

it('switches, re-rendering every text, and keeps the choice on this browser', async () => {
  render(app());
  expect(screen.getByText('Hello en -')).toBeTruthy();
  await act(() => setLocale('fr'));
  expect(screen.getByText('Bonjour fr -')).toBeTruthy();
  expect(storedLocale()).toBe('fr');
});

it('stays in its language when the new one cannot load', async () => {
  render(app());
  await act(() => expect(setLocale('ar')).rejects.toThrow('chunk failed'));
  expect(screen.getByText('Hello en -')).toBeTruthy();
  expect(document.documentElement.lang).toBe('en');
  expect(storedLocale()).toBeUndefined();
});

it('lets a later switch win over a slower earlier one', async () => {
  let release = () => undefined as void;
  delays.es = new Promise<void>((resolve) => (release = resolve));
  render(app());
  const slow = setLocale('es');
  await act(() => setLocale('fr'));
  release();
  await act(() => slow);
  expect(screen.getByText('Bonjour fr -')).toBeTruthy();
});

it("follows the account's setting when it arrives", async () => {
  const { rerender } = render(app(null));
  expect(screen.getByText('Hello en -')).toBeTruthy();
  rerender(app('es'));
  expect(await screen.findByText('Hola es -')).toBeTruthy();
});

it('names every language in itself', () => {
  expect(Object.keys(LOCALE_NAMES)).toEqual([...LOCALES]);
  expect(LOCALE_NAMES.ar).toBe('العربية');
});

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleRoot, setLocaleLoader, type LoadLocale } from '@concierge/app-locale';
import { activateLocale } from '@concierge/app-locale/switch';
import { TEXTS } from '../../app/texts';
import { LanguageSwitch } from './language-switch';

// The switch around a real language change: the app re-renders from its root (keyed by language), so what the
// switch shows after it (the saver's failure) and where focus goes must survive that re-render. The load is a
// stand-in for the console's chunks; Spanish "translates" the label, Arabic never loads.
const load = vi.fn<LoadLocale>(async (locale) => {
  if (locale === 'ar') throw new Error('chunk failed');
  return { translate: (id) => (id === 'console.language.label' ? 'Idioma' : undefined), kitTexts: {} };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root;
let container: HTMLElement;

beforeAll(() => setLocaleLoader(load));
beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(async () => {
  act(() => root.unmount());
  container.remove();
  await act(() => activateLocale('en'));
  localStorage.clear();
});

const render = (onChange?: (locale: string) => unknown) =>
  act(() =>
    root.render(
      <LocaleRoot>
        <LanguageSwitch {...(onChange ? { onChange } : {})} />
      </LocaleRoot>,
    ),
  );
const select = () => container.querySelector('select') as HTMLSelectElement;
const choose = (locale: string) =>
  act(async () => {
    select().value = locale;
    select().dispatchEvent(new Event('change', { bubbles: true }));
    // The language's load, the re-render and the saver: a few turns of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

describe('the language switch', () => {
  it('lists every language in its own name and language, labelled', async () => {
    await render();
    const options = [...select().options].map((option) => [option.value, option.text, option.lang]);
    expect(options).toEqual([
      ['en', 'English', 'en'],
      ['es', 'Español', 'es'],
      ['fr', 'Français', 'fr'],
      ['ar', 'العربية', 'ar'],
    ]);
    expect(container.querySelector('label')?.textContent).toBe(TEXTS.language.label);
    expect(container.querySelector('label')?.htmlFor).toBe(select().id);
  });

  it('switches the page, gives focus back to the switch, then saves the choice to the account', async () => {
    const saver = vi.fn();
    await render(saver);
    select().focus();
    await choose('es');
    expect(document.documentElement.lang).toBe('es');
    expect(container.querySelector('label')?.textContent).toBe('Idioma');
    expect(select().value).toBe('es');
    expect(document.activeElement).toBe(select());
    expect(saver).toHaveBeenCalledWith('es');
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('says so when the account could not be updated, after the page re-rendered in the new language', async () => {
    await render(() => Promise.reject(new Error('offline')));
    await choose('es');
    expect(document.documentElement.lang).toBe('es');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(TEXTS.language.saveFailed);
  });

  it('stays in its language and says which one could not load; the saver is not called', async () => {
    const saver = vi.fn();
    await render(saver);
    await choose('ar');
    expect(document.documentElement.lang).not.toBe('ar');
    expect(select().value).toBe('en');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(TEXTS.language.failed('العربية'));
    expect(saver).not.toHaveBeenCalled();
  });
});

import { useEffect, useId, useRef } from 'react';
import { LOCALES, type Locale } from '@concierge/api-client/constants';
import { isLocale, useLocale } from '@concierge/app-locale';
import { LOCALE_NAMES, setLocale } from '@concierge/app-locale/switch';
import { Alert, textDirection } from '@concierge/ui';
import { TEXTS } from '../../app/texts';
import { createNotice, useNotice } from '../access/notice';

// A switch re-renders the app from its root (keyed by language), so this component is mounted afresh in the
// new language: what must outlive that (a problem to show, focus to give back) lives here, outside React.
const problem = createNotice();
let refocus = false;

export interface LanguageSwitchProps {
  /**
   * Saves the choice to the signed-in account, once the page is in the new language; a rejection shows
   * `TEXTS.language.saveFailed` (the page stays in the new language, kept on this browser).
   */
  onChange?: (locale: Locale) => unknown;
  className?: string;
}

/**
 * The reader's language: a labelled native select, each language in its own name (a reader who
 * cannot read the page still finds theirs). A language that cannot load leaves the page as it was and says so.
 */
export function LanguageSwitch({ onChange, className }: LanguageSwitchProps) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const { locale, pending } = useLocale();
  const message = useNotice(problem);

  useEffect(() => {
    if (refocus) select.current?.focus();
    refocus = false;
    // Leaving the page (not a switch's re-render, which shows the outcome here again) forgets the problem.
    return () => {
      if (!refocus) problem.clear();
    };
  }, []);

  async function choose(next: Locale) {
    problem.clear();
    refocus = true;
    try {
      await setLocale(next);
    } catch {
      refocus = false;
      problem.show(TEXTS.language.failed(LOCALE_NAMES[next]));
      return;
    }
    try {
      await onChange?.(next);
    } catch {
      problem.show(TEXTS.language.saveFailed);
    }
  }

  return (
    <div className={className ? `language-switch ${className}` : 'language-switch'}>
      <label htmlFor={id}>{TEXTS.language.label}</label>
      <select
        id={id}
        ref={select}
        value={pending ?? (isLocale(locale) ? locale : 'en')}
        aria-busy={pending ? true : undefined}
        onChange={(event) => {
          if (isLocale(event.target.value)) void choose(event.target.value);
        }}
      >
        {LOCALES.map((each) => (
          // Each name in its own language, so a screen reader says it in that language's voice.
          <option key={each} value={each} lang={each} dir={textDirection(each)}>
            {LOCALE_NAMES[each]}
          </option>
        ))}
      </select>
      {message ? <Alert>{message}</Alert> : null}
    </div>
  );
}

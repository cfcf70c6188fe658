import { useId, useState } from 'react';
import { LOCALES, type Locale } from '@concierge/api-client/constants';
import { isLocale, useLocale } from '@concierge/app-locale';
import { LOCALE_NAMES, setLocale } from '@concierge/app-locale/switch';
import { Alert } from '@concierge/ui';
import { LANGUAGE_TEXTS as T } from './language-texts';

interface LanguageSwitchProps {
  /**
   * Saves the choice elsewhere too (the account page: to the account), before the page switches; a
   * rejection keeps the page in its language and shows the error's message.
   */
  onChange?: (locale: Locale) => Promise<unknown>;
}

/**
 * The reader's language: a native, labelled select (keyboard and screen readers know it), each
 * language in its own name and marked with its `lang`. The page switches in place once the language has
 * loaded; the choice is kept on this browser. A language that cannot load leaves the page as it was and
 * says so.
 */
export function LanguageSwitch({ onChange }: LanguageSwitchProps) {
  const id = useId();
  const { locale, pending } = useLocale();
  const [error, setError] = useState('');
  // The choice while it is saved (before the language loads, when `pending` takes over).
  const [saving, setSaving] = useState<Locale | null>(null);
  const errorId = `${id}-error`;

  async function choose(next: Locale) {
    setError('');
    setSaving(next);
    try {
      await onChange?.(next);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return;
    } finally {
      setSaving(null);
    }
    // Success re-renders the app from its root in the new language (this switch with it).
    await setLocale(next).catch(() => setError(T.failed));
  }

  return (
    <div className="cui-field language-switch">
      <label className="cui-field__label" htmlFor={id}>
        {T.label}
      </label>
      <select
        id={id}
        className="cui-field__control"
        // The pseudo-locale (a test's) is none of the choices: it shows as English.
        value={saving ?? pending ?? (isLocale(locale) ? locale : 'en')}
        aria-busy={saving || pending ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => void choose(event.target.value as Locale)}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
      {error ? (
        <div id={errorId}>
          <Alert>{error}</Alert>
        </div>
      ) : null}
    </div>
  );
}

import { useSyncExternalStore } from 'react';
import { classNames } from '../class-names.js';
import { CheckIcon, CloseIcon } from '../icons/icons.js';
import { COMMON_TEXTS } from '../kit-texts.js';
import { useKitTexts } from '../locale/kit-locale-context.js';
import type { ToastStore } from './toast-store.js';

export interface ToastViewportProps {
  store: ToastStore;
  /** The landmark's accessible name. Default `Notifications`. */
  label?: string | undefined;
  closeLabel?: string | undefined;
  className?: string | undefined;
}

/**
 * Where the app shell shows its toasts. The list is a polite live region that exists before any
 * toast does, so each new toast is read out once; every toast has the same check icon on teal.
 */
export function ToastViewport({ store, label, closeLabel, className }: ToastViewportProps) {
  const texts = useKitTexts('common', COMMON_TEXTS);
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section className={classNames('cui-toasts', className)} aria-label={label ?? texts.notifications}>
      <ol className="cui-toasts__list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <li key={toast.id} className="cui-toast" data-type={toast.type}>
            <span className="cui-toast__icon">
              <CheckIcon />
            </span>
            <p className="cui-toast__message">{toast.message}</p>
            <button
              type="button"
              className="cui-icon-button"
              aria-label={closeLabel ?? texts.close}
              onClick={() => store.remove(toast.id)}
            >
              <CloseIcon />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

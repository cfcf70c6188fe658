import { randomId } from '@concierge/api-client';
import { systemClock, type Clock } from '../clock/clock.js';
import { TOAST_AUTO_DISMISS_MS } from '../spec-constants.js';

/** A toast's type is accepted and kept, but every toast looks the same. */
export type ToastType = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  /** A random string. */
  readonly id: string;
  /** Plain text; line breaks are kept when shown. */
  readonly message: string;
  readonly type: ToastType;
}

export interface AddToastOptions {
  type?: ToastType | undefined;
  /** Remove the toast after 10 seconds; without it the toast stays until closed. */
  autoDismiss?: boolean | undefined;
}

/** The list of toasts on screen; subscribe with React's `useSyncExternalStore` or any listener. */
export interface ToastStore {
  /** Adds a toast and returns its id. */
  add(message: string, options?: AddToastOptions): string;
  /** Removes a toast; unknown ids are ignored. */
  remove(id: string): void;
  /** The current toasts, oldest first. The array is replaced, never mutated, on every change. */
  getSnapshot(): readonly Toast[];
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface ToastStoreOptions {
  /** Timer source for auto-dismissal; tests pass a manual clock. */
  clock?: Clock | undefined;
}

/** Creates a toast store (add, remove on close, optional 10 s auto-dismissal). */
export function createToastStore({ clock = systemClock }: ToastStoreOptions = {}): ToastStore {
  let toasts: readonly Toast[] = [];
  const timers = new Map<string, unknown>();
  const listeners = new Set<() => void>();

  const publish = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of [...listeners]) listener();
  };

  const remove = (id: string) => {
    const timer = timers.get(id);
    if (timer !== undefined) clock.clearTimeout(timer);
    timers.delete(id);
    if (!toasts.some((toast) => toast.id === id)) return;
    publish(toasts.filter((toast) => toast.id !== id));
  };

  return {
    add(message, { type = 'info', autoDismiss = false } = {}) {
      // 96 bits: unique among the toasts of a page.
      const id = randomId(12);
      publish([...toasts, { id, message, type }]);
      if (autoDismiss)
        timers.set(
          id,
          clock.setTimeout(() => remove(id), TOAST_AUTO_DISMISS_MS),
        );
      return id;
    },
    remove,
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

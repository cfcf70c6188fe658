import { useSyncExternalStore } from 'react';

/** One message waiting for the sign-in page (the refusal), outliving the navigation that follows it. */
export interface Notice {
  get(): string | null;
  show(message: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createNotice(): Notice {
  let message: string | null = null;
  const listeners = new Set<() => void>();
  const set = (next: string | null) => {
    message = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => message,
    show: (next) => set(next),
    clear: () => set(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The notice's current message, re-rendering when it changes. */
export function useNotice(notice: Notice): string | null {
  return useSyncExternalStore(notice.subscribe, notice.get, notice.get);
}

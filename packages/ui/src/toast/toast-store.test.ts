import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../clock/manual-clock.js';
import { TOAST_AUTO_DISMISS_MS } from '../spec-constants.js';
import { createToastStore } from './toast-store.js';

describe('createToastStore', () => {
  it('adds toasts in order with a random string id, the message as given and the type', () => {
    const store = createToastStore();
    const first = store.add('Saved.\nSee your requests.', { type: 'success' });
    const second = store.add('Heads up');
    expect(first).toMatch(/^[0-9a-f]{24}$/);
    expect(second).not.toBe(first);
    expect(store.getSnapshot()).toEqual([
      { id: first, message: 'Saved.\nSee your requests.', type: 'success' },
      { id: second, message: 'Heads up', type: 'info' },
    ]);
  });

  it('removes a toast by id and notifies subscribers; unknown ids change nothing', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.add('One');
    store.add('Two');
    listener.mockClear();
    store.remove(id);
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['Two']);
    expect(listener).toHaveBeenCalledOnce();
    const before = store.getSnapshot();
    store.remove('no-such-id');
    expect(store.getSnapshot()).toBe(before);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('replaces the snapshot on change, so React sees each change', () => {
    const store = createToastStore();
    const empty = store.getSnapshot();
    store.add('New');
    expect(store.getSnapshot()).not.toBe(empty);
    expect(empty).toEqual([]);
  });

  it('auto-dismisses after exactly 10 000 ms when asked (docs/components.md)', () => {
    const clock = createManualClock();
    const store = createToastStore({ clock });
    store.add('Going soon', { autoDismiss: true });
    clock.advance(TOAST_AUTO_DISMISS_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    clock.advance(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps a toast without auto-dismissal until it is removed', () => {
    const clock = createManualClock();
    const store = createToastStore({ clock });
    store.add('Stays');
    clock.advance(TOAST_AUTO_DISMISS_MS * 100);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(clock.pending()).toBe(0);
  });

  it('cancels the auto-dismiss timer of a toast closed early', () => {
    const clock = createManualClock();
    const store = createToastStore({ clock });
    const id = store.add('Closed by hand', { autoDismiss: true });
    store.remove(id);
    expect(clock.pending()).toBe(0);
  });

  it('stops notifying after unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.add('Quiet');
    expect(listener).not.toHaveBeenCalled();
  });

  it('uses the global timers by default, so fake timers apply', () => {
    vi.useFakeTimers();
    try {
      const store = createToastStore();
      store.add('Faked', { autoDismiss: true });
      vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS);
      expect(store.getSnapshot()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

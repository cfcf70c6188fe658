// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installGlobalToasts } from './global-toasts.js';
import { createToastStore } from './toast-store.js';
import { ToastViewport } from './toast-viewport.js';

afterEach(() => {
  cleanup();
  delete window.__conciergeToasts;
});

describe('ToastViewport', () => {
  it('shows every toast of the store and removes one with its Close button', () => {
    const store = createToastStore();
    render(<ToastViewport store={store} />);
    act(() => {
      store.add('First');
      store.add('Second\nline');
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'First',
      'Second\nline',
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Second\nline']);
  });
});

describe('installGlobalToasts', () => {
  it('exposes the given store on window and returns it', () => {
    const store = createToastStore();
    expect(installGlobalToasts(store)).toBe(store);
    expect(window.__conciergeToasts).toBe(store);
  });

  it('keeps an installed store when called again without one, and creates one when there is none', () => {
    const created = installGlobalToasts();
    expect(window.__conciergeToasts).toBe(created);
    expect(installGlobalToasts()).toBe(created);
  });

  it('does nothing at import time', async () => {
    await import('../index.js');
    expect(window.__conciergeToasts).toBeUndefined();
  });
});

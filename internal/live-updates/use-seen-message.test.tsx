import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newestMessageId, useSeenMessage } from './use-seen-message';

describe('useSeenMessage', () => {
  it('follows the newest message while nothing is written, and stays put once the writer has started', () => {
    let writing = false;
    const view = renderHook(({ newest }) => useSeenMessage(newest, () => writing), {
      initialProps: { newest: 3 },
    });
    expect(view.result.current.current()).toBe(3);
    view.rerender({ newest: 5 });
    expect(view.result.current.current()).toBe(5);

    writing = true;
    view.rerender({ newest: 8 });
    expect(view.result.current.current()).toBe(5);
    // A refused send showed the thread up to 8: the next send says so.
    view.result.current.acknowledge(8);
    expect(view.result.current.current()).toBe(8);
  });

  it('takes the thread it opens on as seen, even with a draft restored; an empty thread is 0', () => {
    const view = renderHook(({ newest }) => useSeenMessage(newest, () => true), {
      initialProps: { newest: 0 },
    });
    expect(view.result.current.current()).toBe(0);
    view.rerender({ newest: 4 });
    expect(view.result.current.current()).toBe(0);
  });

  it('names a thread’s newest message by id, whatever the order', () => {
    expect(newestMessageId([{ id: 2 }, { id: 9 }, { id: 4 }])).toBe(9);
    expect(newestMessageId([])).toBe(0);
  });
});

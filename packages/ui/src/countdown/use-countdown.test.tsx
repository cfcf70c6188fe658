// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClockContext } from '../clock/clock.js';
import { createManualClock } from '../clock/manual-clock.js';
import { useCountdown, type CountdownStart } from './use-countdown.js';

afterEach(cleanup);

function setup(initial: CountdownStart | null) {
  const clock = createManualClock();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>
  );
  const hook = renderHook(({ start }) => useCountdown(start), { wrapper, initialProps: { start: initial } });
  return { clock, hook };
}

describe('useCountdown', () => {
  it('counts whole seconds down to 0, then stops scheduling', () => {
    const { clock, hook } = setup({ seconds: 3 });
    expect(hook.result.current).toBe(3);
    act(() => clock.advance(999));
    expect(hook.result.current).toBe(3);
    act(() => clock.advance(1));
    expect(hook.result.current).toBe(2);
    act(() => clock.advance(2000));
    expect(hook.result.current).toBe(0);
    expect(clock.pending()).toBe(0);
  });

  it('is 0 without a start, and a new start (even of the same length) restarts the count', () => {
    const { clock, hook } = setup(null);
    expect(hook.result.current).toBe(0);
    hook.rerender({ start: { seconds: 2 } });
    expect(hook.result.current).toBe(2);
    act(() => clock.advance(1000));
    expect(hook.result.current).toBe(1);
    hook.rerender({ start: { seconds: 2 } });
    expect(hook.result.current).toBe(2);
    expect(clock.pending()).toBe(1);
  });

  it('rounds a fractional wait up and stops its timer on unmount', () => {
    const { clock, hook } = setup({ seconds: 1.2 });
    expect(hook.result.current).toBe(2);
    hook.unmount();
    expect(clock.pending()).toBe(0);
  });
});

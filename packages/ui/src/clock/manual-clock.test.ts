import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from './manual-clock.js';

describe('createManualClock', () => {
  it('runs callbacks only when time is advanced past them, in time order', () => {
    const clock = createManualClock();
    const calls: string[] = [];
    clock.setTimeout(() => calls.push('b'), 200);
    clock.setTimeout(() => calls.push('a'), 100);
    clock.advance(99);
    expect(calls).toEqual([]);
    clock.advance(1);
    expect(calls).toEqual(['a']);
    clock.advance(100);
    expect(calls).toEqual(['a', 'b']);
    expect(clock.pending()).toBe(0);
  });

  it('runs a callback scheduled by another callback when it falls in the same advance', () => {
    const clock = createManualClock();
    const late = vi.fn();
    clock.setTimeout(() => clock.setTimeout(late, 50), 50);
    clock.advance(100);
    expect(late).toHaveBeenCalledOnce();
  });

  it('never runs a cleared callback', () => {
    const clock = createManualClock();
    const callback = vi.fn();
    const handle = clock.setTimeout(callback, 10);
    clock.clearTimeout(handle);
    clock.advance(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});

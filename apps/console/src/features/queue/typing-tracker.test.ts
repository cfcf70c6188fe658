import { describe, expect, it } from 'vitest';
import { createTypingTracker, TYPING_WINDOW_MS } from './typing-tracker';

describe('the typing tracker', () => {
  it('reports typing for a window after the last keystroke only', () => {
    let at = 1_000_000;
    const tracker = createTypingTracker(TYPING_WINDOW_MS, () => at);
    expect(tracker.isTyping()).toBe(false);
    tracker.mark();
    at += TYPING_WINDOW_MS - 1;
    expect(tracker.isTyping()).toBe(true);
    at += 1;
    expect(tracker.isTyping()).toBe(false);
  });
});

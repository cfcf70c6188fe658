import { describe, expect, it } from 'vitest';
import { movesFrom, parseQueueState, QUEUE_STATES } from './status-moves';

describe('status moves', () => {
  it('offers the moves the server allows: forward one step, or back to open', () => {
    expect(movesFrom('open')).toEqual(['in_progress']);
    expect(movesFrom('in_progress')).toEqual(['completed', 'open']);
    expect(movesFrom('completed')).toEqual(['open']);
  });

  it('never offers a move to the list the request is in', () => {
    for (const state of QUEUE_STATES) expect(movesFrom(state)).not.toContain(state);
  });

  it('reads the queue’s list from the URL, defaulting to open', () => {
    expect(parseQueueState('in_progress')).toBe('in_progress');
    expect(parseQueueState('completed')).toBe('completed');
    expect(parseQueueState('closed')).toBe('open');
    expect(parseQueueState(null)).toBe('open');
  });
});

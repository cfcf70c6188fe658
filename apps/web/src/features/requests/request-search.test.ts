import { describe, expect, it } from 'vitest';
import { readRequestSearch, requestSearchParams } from './request-search';

describe('the search in the URL', () => {
  it('reads the text and a known status, and nothing when neither is there', () => {
    expect(readRequestSearch(new URLSearchParams('q=%20plumber%20&status=open'))).toEqual({
      q: 'plumber',
      state: 'open',
    });
    expect(readRequestSearch(new URLSearchParams('status=completed'))).toEqual({ q: '', state: 'completed' });
    expect(readRequestSearch(new URLSearchParams('q=tap&status=archived'))).toEqual({
      q: 'tap',
      state: null,
    });
    expect(readRequestSearch(new URLSearchParams('tab=open'))).toBeNull();
    expect(readRequestSearch(new URLSearchParams('q=%20%20'))).toBeNull();
  });

  it('writes only what is set, and reads back what it wrote', () => {
    const search = { q: ' kitchen tap ', state: 'in_progress' } as const;
    const params = new URLSearchParams(requestSearchParams(search));
    expect(params.toString()).toBe('q=kitchen+tap&status=in_progress');
    expect(readRequestSearch(params)).toEqual({ q: 'kitchen tap', state: 'in_progress' });
    expect(requestSearchParams({ q: '', state: null })).toEqual({});
  });
});

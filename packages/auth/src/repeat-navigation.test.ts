import { describe, expect, it } from 'vitest';
import { isRepeatNavigation, type NavigationEntry } from './react.js';

const at = (key: string, pathname: string, search = ''): NavigationEntry => ({ key, pathname, search });

describe('isRepeatNavigation', () => {
  it('is a new entry for the page on screen (a click on its own header link)', () => {
    expect(isRepeatNavigation(at('a', '/team'), at('b', '/team'))).toBe(true);
    expect(isRepeatNavigation(at('a', '/', '?state=open'), at('b', '/', '?state=open'))).toBe(true);
  });

  it('is not a render of the same entry', () => {
    expect(isRepeatNavigation(at('a', '/team'), at('a', '/team'))).toBe(false);
  });

  it('is not a navigation to another page or query (that page fetches its own data)', () => {
    expect(isRepeatNavigation(at('a', '/team'), at('b', '/devices'))).toBe(false);
    expect(isRepeatNavigation(at('a', '/', '?state=open'), at('b', '/', '?state=completed'))).toBe(false);
  });
});

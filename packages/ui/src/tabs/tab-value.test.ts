import { describe, expect, it } from 'vitest';
import { toTabValue } from './tab-value.js';

describe('toTabValue', () => {
  it.each([
    ['Open', 'Open'],
    ['In Progress', 'In_Progress'],
    ['Done & dusted!', 'Done___dusted_'],
    ['snake_case', 'snake_case'],
  ])('%j → %j', (title, value) => {
    expect(toTabValue(title)).toBe(value);
  });
});

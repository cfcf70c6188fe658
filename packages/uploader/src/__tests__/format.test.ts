import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../index.js';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [26214400, '25 MB'],
    [1024 ** 3 * 2.25, '2.3 GB'],
    [1024 ** 4, '1 TB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

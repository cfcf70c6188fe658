import { describe, expect, it } from 'vitest';
import { linkKind } from './link-kind.js';

describe('linkKind', () => {
  it.each([
    ['/requests', 'internal'],
    ['requests/12', 'internal'],
    ['?tab=open', 'internal'],
    ['#main', 'internal'],
    ['/a:b', 'internal'],
    ['https://example.com/a', 'external'],
    ['HTTP://example.com', 'external'],
    ['//example.com', 'external'],
    ['/\\example.com', 'external'],
    ['mailto:help@example.com', 'contact'],
    ['tel:+15551234567', 'contact'],
    ['javascript:alert(1)', 'unsafe'],
    [' \u0001JaVaScRiPt:alert(1)', 'unsafe'],
    ['java\tscript:alert(1)', 'unsafe'],
    ['data:text/html,<script>alert(1)</script>', 'unsafe'],
    ['vbscript:msgbox(1)', 'unsafe'],
  ])('%j is %s', (to, kind) => {
    expect(linkKind(to)).toBe(kind);
  });
});

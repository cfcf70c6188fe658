// Each published package's .size-limit.json, checked against its built files (turbo builds them first).
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPackageBudgets, parseLimit } from '../src/package-size.mjs';
import { kB } from '../src/compressed-size.mjs';
import { budgetedPackages } from '../src/budgets.mjs';

const root = path.resolve(import.meta.dirname, '../..');

describe('size-limit budgets of the published packages', () => {
  for (const folder of budgetedPackages) {
    it(`${folder} stays within its budgets`, () => {
      const results = checkPackageBudgets(path.join(root, folder));
      expect(results.length).toBeGreaterThan(0);
      for (const result of results) {
        const summary = `${folder} ${result.name}: ${kB(result.bytes)} ${result.measure} (limit ${kB(result.limit)})`;
        console.log(summary);
        expect(result.bytes, summary).toBeLessThanOrEqual(result.limit);
      }
    });
  }
});

describe('the budget reader', () => {
  it('reads limits in size-limit units', () => {
    expect(parseLimit('10 kB')).toBe(10_000);
    expect(parseLimit('1.5 KiB')).toBe(1536);
    expect(parseLimit('300 B')).toBe(300);
    expect(() => parseLimit('ten kB')).toThrow('Unreadable size limit');
  });

  it('measures brotli by default, gzip on request, expands wildcards and reports a breach', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-size-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist', 'chunk-A1.js'), 'export const a = 1;\n'.repeat(200));
    writeFileSync(path.join(dir, 'dist', 'index.js'), 'import "./chunk-A1.js";\n');
    const budgets = [
      { name: 'all', path: 'dist/*.js', limit: '1 kB' },
      { name: 'gzip', path: 'dist/index.js', limit: '5 B', gzip: true },
    ];
    writeFileSync(path.join(dir, '.size-limit.json'), JSON.stringify(budgets));
    const [all, gzip] = checkPackageBudgets(dir);
    expect(all).toMatchObject({ name: 'all', measure: 'brotli', ok: true });
    expect(gzip).toMatchObject({ name: 'gzip', measure: 'gzip', ok: false, limit: 5 });
    expect(gzip?.bytes).toBeGreaterThan(5);
  });
});

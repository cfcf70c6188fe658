import { describe, expect, it } from 'vitest';
import { defaultFilters, filtersFrom, rangeProblem, searchParamsOf } from './report-filters';

const TODAY = '2026-11-30';

describe('the report’s choice', () => {
  it('opens on the last 30 days, today included, by company', () => {
    expect(defaultFilters(TODAY)).toEqual({ from: '2026-11-01', to: '2026-11-30', by: 'company' });
  });

  it('reads the address, and goes back to the default for what it cannot ask for', () => {
    const read = (search: string) => filtersFrom(new URLSearchParams(search), TODAY);
    expect(read('from=2026-10-01&to=2026-10-31&by=concierge')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      by: 'concierge',
    });
    expect(read('')).toEqual(defaultFilters(TODAY));
    expect(read('from=2026-10-31&to=2026-10-01&by=team')).toEqual(defaultFilters(TODAY));
    expect(read('from=yesterday&to=2026-10-01&by=category')).toEqual({
      ...defaultFilters(TODAY),
      by: 'category',
    });
  });

  it('writes the address it reads', () => {
    const filters = { from: '2026-10-01', to: '2026-10-31', by: 'category' } as const;
    expect(filtersFrom(searchParamsOf(filters), TODAY)).toEqual(filters);
  });

  it('takes a range of one day up to 366 days, in order', () => {
    expect(rangeProblem('2026-11-01', '2026-11-01')).toBeNull();
    expect(rangeProblem('2025-11-30', '2026-11-30')).toBeNull();
    expect(rangeProblem('2025-11-29', '2026-11-30')).toBe('range');
    expect(rangeProblem('2026-11-02', '2026-11-01')).toBe('range');
    expect(rangeProblem('', '2026-11-01')).toBe('missing');
    expect(rangeProblem('2026-02-30', '2026-03-01')).toBe('missing');
    expect(rangeProblem('2026-11-01', '2026-13-01')).toBe('missing');
  });
});

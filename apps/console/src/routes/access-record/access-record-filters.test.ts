import { describe, expect, it } from 'vitest';
import { accessLogQueryOf, csvAddress, filtersFrom, searchParamsOf } from './access-record-filters';

describe('the access record filters', () => {
  it('keep only well-formed values from the address', () => {
    const filters = filtersFrom(new URLSearchParams('staff=3&request=abc&from=2026-11-01&to=tomorrow'));
    expect(filters).toEqual({ staff: '3', request: '', from: '2026-11-01', to: '' });
    expect(searchParamsOf(filters).toString()).toBe('staff=3&from=2026-11-01');
  });

  it('ask the API from the start of the first day to the start of the day after the last, in local time', () => {
    const query = accessLogQueryOf({ staff: '', request: '42', from: '2026-10-31', to: '2026-10-31' });
    expect(query.request_id).toBe(42);
    expect(new Date(query.from!).getTime()).toBe(new Date(2026, 9, 31).getTime());
    expect(new Date(query.to!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(query).not.toHaveProperty('staff_id');
  });

  it('give the CSV export the same filters', () => {
    expect(csvAddress({ staff: '', request: '', from: '', to: '' })).toBe('/api/v1/concierge/access_log.csv');
    expect(csvAddress({ staff: '7', request: '', from: '', to: '' })).toBe(
      '/api/v1/concierge/access_log.csv?staff_id=7',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { timeZoneChoices } from './time-zone-field';

describe('the time zones offered', () => {
  it('are the browser’s IANA zones and UTC, in order', () => {
    const zones = timeZoneChoices('Europe/Paris');
    expect(zones).toContain('Europe/Paris');
    expect(zones).toContain('UTC');
    expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('keep the policy’s own zone, though this browser lists it under another name', () => {
    expect(timeZoneChoices('Asia/Calcutta')).toContain('Asia/Calcutta');
  });
});

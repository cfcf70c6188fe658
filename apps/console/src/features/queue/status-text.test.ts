import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_STATUS } from '@concierge/api-client';
import { activateTexts } from '@concierge/app-locale';
import { statusText } from './status-text';

afterEach(() => activateTexts(undefined));

describe('the status the requester sees', () => {
  it('is the spec’s default text in English', () => {
    expect(statusText({ state: 'open', status: DEFAULT_STATUS.open })).toBe('In Queue');
    expect(statusText({ state: 'completed', status: null })).toBe('Completed');
  });

  it('follows the reader’s language for a list’s default, and keeps a status of the server’s own', () => {
    activateTexts((id) => (id === 'console.requestStatus.in_progress' ? 'En curso' : undefined));
    expect(statusText({ state: 'in_progress', status: DEFAULT_STATUS.in_progress })).toBe('En curso');
    expect(statusText({ state: 'in_progress', status: 'Waiting for parts' })).toBe('Waiting for parts');
  });
});

import { describe, expect, it } from 'vitest';
import { startErrorBuffer } from './error-buffer';

const errorEvent = (error: unknown) => Object.assign(new Event('error'), { error, message: 'message' });
const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

describe('startErrorBuffer', () => {
  it('keeps uncaught errors, rejections and pushed errors in order until drained', () => {
    const target = new EventTarget();
    const buffer = startErrorBuffer(target);
    const thrown = new Error('thrown');
    target.dispatchEvent(errorEvent(thrown));
    target.dispatchEvent(rejection('rejected'));
    buffer.push('pushed');
    expect(buffer.drain()).toEqual([thrown, 'rejected', 'pushed']);
  });

  it('stops listening once drained', () => {
    const target = new EventTarget();
    const buffer = startErrorBuffer(target);
    buffer.drain();
    target.dispatchEvent(errorEvent(new Error('late')));
    expect(buffer.drain()).toEqual([]);
  });

  it('keeps at most `limit` errors', () => {
    const target = new EventTarget();
    const buffer = startErrorBuffer(target, 2);
    for (const n of [1, 2, 3]) buffer.push(n);
    expect(buffer.drain()).toEqual([1, 2]);
  });

  it('builds an Error from the message when the event carries none', () => {
    const target = new EventTarget();
    const buffer = startErrorBuffer(target);
    target.dispatchEvent(Object.assign(new Event('error'), { error: null, message: 'Script error.' }));
    expect(buffer.drain()).toEqual([new Error('Script error.')]);
  });
});

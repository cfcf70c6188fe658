import { describe, expect, it } from 'vitest';
import { SAVED_REPLY_BODY_MAX, SAVED_REPLY_TITLE_MAX } from '@concierge/api-client';
import { TEXTS } from '../../app/texts';
import { hasErrors, validateSavedReply } from './saved-reply-validation';

const T = TEXTS.savedReplies;

describe('saved reply validation (the server’s limits, said per field)', () => {
  it('accepts a title and a body within the limits', () => {
    const errors = validateSavedReply({ title: ' Greeting ', bodyHtml: '<p>Hello</p>' });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('needs a title and a body; spaces alone are not one', () => {
    expect(validateSavedReply({ title: '   ', bodyHtml: '' })).toEqual({
      title: T.titleRequired,
      body: T.bodyRequired,
    });
  });

  it('counts the trimmed title against the limit and says by how much it is over', () => {
    const atLimit = 'x'.repeat(SAVED_REPLY_TITLE_MAX);
    expect(validateSavedReply({ title: ` ${atLimit} `, bodyHtml: '<p>x</p>' })).toEqual({});
    const over = `${atLimit}y`;
    expect(validateSavedReply({ title: over, bodyHtml: '<p>x</p>' }).title).toBe(
      T.titleTooLong(SAVED_REPLY_TITLE_MAX, SAVED_REPLY_TITLE_MAX + 1),
    );
  });

  it('refuses a body over the server’s 20 000 characters of HTML', () => {
    const body = `<p>${'x'.repeat(SAVED_REPLY_BODY_MAX - 7)}</p>`;
    expect(body.length).toBe(SAVED_REPLY_BODY_MAX);
    expect(validateSavedReply({ title: 'T', bodyHtml: body })).toEqual({});
    expect(validateSavedReply({ title: 'T', bodyHtml: `${body}x` }).body).toBe(
      T.bodyTooLong(SAVED_REPLY_BODY_MAX),
    );
    expect(T.bodyTooLong(SAVED_REPLY_BODY_MAX)).toContain('20,000');
  });
});

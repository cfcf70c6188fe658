import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../app/texts';
import { replyBodyHtml } from './reply-body';

const file = { key: 'uploads/1/k', name: 'a<b>.pdf', size: 10 };

describe('replyBodyHtml', () => {
  it('is the text as paragraphs, with or without a file', () => {
    expect(replyBodyHtml({ text: 'See the photo.\nThanks', attachment: null })).toBe(
      '<p>See the photo.<br>Thanks</p>',
    );
    expect(replyBodyHtml({ text: 'See the photo.', attachment: file })).toBe('<p>See the photo.</p>');
  });

  it('names the file, escaped, when the file is sent alone', () => {
    expect(TEXTS.conversation.fileOnlyBody('x.pdf')).toBe('Sent a file: x.pdf');
    expect(replyBodyHtml({ text: '  \n', attachment: file })).toBe('<p>Sent a file: a&lt;b&gt;.pdf</p>');
  });

  it('is empty for an empty draft (the composer refuses to send it)', () => {
    expect(replyBodyHtml({ text: '', attachment: null })).toBe('');
  });
});

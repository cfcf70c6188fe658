import { describe, expect, it } from 'vitest';
import { isSameFile, UPLOAD_MAX_BYTES as MAX_UPLOAD_BYTES } from '@concierge/uploader';
import { checkFileSelection } from './file-selection.js';

const makeFile = (name: string, type: string, size = 10, lastModified = 1) => {
  const file = new File(['x'], name, { type, lastModified });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('checkFileSelection', () => {
  it('accepts one file within the rules', () => {
    const file = makeFile('a.pdf', 'application/pdf');
    expect(checkFileSelection([file], null, { accept: '.pdf' })).toEqual({ kind: 'accepted', file });
  });

  it('ignores an empty choice and the file already selected (docs/validation.md#validation-rules: duplicates are ignored)', () => {
    const file = makeFile('a.pdf', 'application/pdf');
    expect(checkFileSelection([], null)).toEqual({ kind: 'ignored' });
    expect(checkFileSelection([makeFile('a.pdf', 'application/pdf')], file)).toEqual({ kind: 'ignored' });
    const edited = makeFile('a.pdf', 'application/pdf', 10, 2);
    expect(isSameFile(edited, file)).toBe(false);
    expect(checkFileSelection([edited], file).kind).toBe('accepted');
  });

  it('rejects more than one file with the spec text', () => {
    const result = checkFileSelection(
      [makeFile('a.txt', 'text/plain'), makeFile('b.txt', 'text/plain')],
      null,
    );
    expect(result).toEqual({
      kind: 'rejected',
      message: 'Maximum number of files exceeded, limit is 1 at most.',
    });
  });

  it('rejects a wrong type with the spec text naming the file and the allowed types', () => {
    const result = checkFileSelection([makeFile('photo.png', 'image/png')], null, { accept: '.pdf,.docx' });
    expect(result).toEqual({
      kind: 'rejected',
      message: 'photo.png: Invalid file type, allowed file types: .pdf, .docx.',
    });
  });

  it('accepts exactly 25 MB and rejects one byte more with the spec text', () => {
    expect(checkFileSelection([makeFile('max.bin', '', MAX_UPLOAD_BYTES)], null).kind).toBe('accepted');
    expect(checkFileSelection([makeFile('big.bin', '', MAX_UPLOAD_BYTES + 1)], null)).toEqual({
      kind: 'rejected',
      message: 'File size exceeds 25 MB, please upload a smaller file.',
    });
  });

  it('fills a custom limit into the oversize text with formatFileSize', () => {
    const result = checkFileSelection([makeFile('a.txt', 'text/plain', 2048)], null, { maxFileSize: 1536 });
    expect(result).toMatchObject({ message: 'File size exceeds 1.5 KB, please upload a smaller file.' });
  });
});

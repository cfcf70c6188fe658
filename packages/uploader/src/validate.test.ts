import { describe, expect, it } from 'vitest';
import {
  isAcceptedType,
  isSameFile,
  parseAccept,
  UPLOAD_FILE_LIMIT,
  UPLOAD_MAX_BYTES,
  validateFile,
  validateSelection,
} from './index.js';
import { fileOf } from './testing/fake-request.js';

/** A file that claims a size without allocating it. */
function sized(name: string, type: string, size: number): File {
  return { name, type, size } as File;
}

describe('spec constants', () => {
  it('are the numbers of docs/validation.md#validation-rules and docs/limits.md#business-constants', () => {
    expect(UPLOAD_MAX_BYTES).toBe(26214400);
    expect(UPLOAD_FILE_LIMIT).toBe(1);
  });
});

describe('validateFile', () => {
  it('accepts a file of exactly the limit', () => {
    expect(validateFile(sized('a.pdf', 'application/pdf', 26214400))).toBeNull();
  });

  it('rejects one byte more with the oversize text, the limit formatted', () => {
    expect(validateFile(sized('a.pdf', 'application/pdf', 26214401))).toBe(
      'File size exceeds 25 MB, please upload a smaller file.',
    );
  });

  it('formats a custom limit the same way', () => {
    expect(validateFile(sized('a.pdf', 'application/pdf', 2000), { maxBytes: 1536 })).toBe(
      'File size exceeds 1.5 KB, please upload a smaller file.',
    );
  });

  it('rejects a wrong type with the file name and the allowed types joined by ", "', () => {
    expect(validateFile(fileOf('notes.txt', 'text/plain'), { accept: 'image/*,.pdf, application/zip' })).toBe(
      'notes.txt: Invalid file type, allowed file types: image/*, .pdf, application/zip.',
    );
  });

  it('checks the type before the size', () => {
    expect(
      validateFile(sized('huge.txt', 'text/plain', 26214401), { accept: ['image/png', 'image/jpeg'] }),
    ).toBe('huge.txt: Invalid file type, allowed file types: image/png, image/jpeg.');
  });
});

describe('isAcceptedType', () => {
  it.each([
    ['photo.PNG', 'image/png', '.png', true],
    ['photo.png', 'image/png', '.jpg', false],
    ['photo.png', 'image/png', 'image/*', true],
    ['clip.mp4', 'video/mp4', 'image/*', false],
    ['a.pdf', 'application/pdf', 'application/pdf', true],
    ['a.pdf', 'Application/PDF', 'application/pdf', true],
    ['a.pdf', 'application/pdf', 'application/zip', false],
    ['anything', '', '', true],
    ['anything', '', ' , ', true],
  ])('%s (%s) against %o → %s', (name, type, accept, expected) => {
    expect(isAcceptedType({ name, type }, accept)).toBe(expected);
  });

  it('reads arrays and strings alike', () => {
    expect(parseAccept(' .png ,image/*,')).toEqual(['.png', 'image/*']);
    expect(parseAccept(['.png', ' '])).toEqual(['.png']);
    expect(parseAccept(undefined)).toEqual([]);
  });
});

describe('validateSelection', () => {
  it('accepts one valid file', () => {
    const file = fileOf('a.png', 'image/png');
    expect(validateSelection([file])).toEqual({ accepted: [file], errors: [] });
  });

  it('rejects more files than the limit with the count text, taking none', () => {
    const files = [fileOf('a.png', 'image/png'), fileOf('b.png', 'image/png')];
    expect(validateSelection(files)).toEqual({
      accepted: [],
      errors: ['Maximum number of files exceeded, limit is 1 at most.'],
    });
    expect(validateSelection([...files, fileOf('c.png', 'image/png')], { limit: 2 }).errors).toEqual([
      'Maximum number of files exceeded, limit is 2 at most.',
    ]);
  });

  it('ignores a file that is already chosen', () => {
    const chosen = fileOf('a.png', 'image/png', 10);
    const again = fileOf('a.png', 'image/png', 10);
    expect(validateSelection([again], { current: [chosen] })).toEqual({ accepted: [], errors: [] });
  });

  it('counts a file repeated within one selection once', () => {
    const file = fileOf('a.png', 'image/png', 10);
    expect(validateSelection([file, fileOf('a.png', 'image/png', 10)])).toEqual({
      accepted: [file],
      errors: [],
    });
  });

  it('treats a file with the same name but another size as new', () => {
    const other = fileOf('a.png', 'image/png', 11);
    expect(validateSelection([other], { current: [fileOf('a.png', 'image/png', 10)] }).accepted).toEqual([
      other,
    ]);
  });

  it('reports each invalid file and keeps the valid ones', () => {
    const good = fileOf('a.png', 'image/png');
    const result = validateSelection([good, fileOf('b.txt', 'text/plain')], { accept: '.png', limit: 2 });
    expect(result).toEqual({
      accepted: [good],
      errors: ['b.txt: Invalid file type, allowed file types: .png.'],
    });
  });
});

describe('isSameFile', () => {
  it('treats a file edited since it was chosen (new modification time) as a new file', () => {
    const chosen = new File(['abc'], 'a.txt', { type: 'text/plain', lastModified: 1 });
    const again = new File(['abc'], 'a.txt', { type: 'text/plain', lastModified: 1 });
    const edited = new File(['xyz'], 'a.txt', { type: 'text/plain', lastModified: 2 });
    expect(isSameFile(again, chosen)).toBe(true);
    expect(isSameFile(edited, chosen)).toBe(false);
    expect(isSameFile({ name: 'a.txt', type: 'text/plain', size: 3 }, chosen)).toBe(true);
  });
});

describe('validation in another language', () => {
  it('uses the given texts and writes the size in the locale', async () => {
    const { uploaderTexts } = await import('./locales/fr.js');
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 30 * 1024 * 1024 });
    const error = validateFile(big, { texts: uploaderTexts.validation, locale: 'fr' });
    expect(error?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'Le fichier dépasse 25 Mo. Veuillez choisir un fichier plus petit.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  contentMatchesType,
  isAllowedType,
  nameFitsType,
  normalizeContentType,
  UPLOAD_FILE_TYPES,
} from './file-types.js';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

// The first bytes of a real file of each type.
const SAMPLES: Record<string, Buffer> = {
  'application/pdf': bytes('%PDF-1.4\n'),
  'image/png': bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
  'image/gif': bytes('GIF89a', [1, 0]),
  'image/webp': bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  'image/heic': bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]),
  'image/heif': bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0]),
  'text/plain': bytes('Dear concierge,\nthank you.\n'),
  'text/csv': bytes('name,amount\nrent,1200\n'),
  'application/msword': bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]),
  'application/vnd.ms-excel': bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': bytes('PK', [3, 4, 20, 0]),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': bytes('PK', [3, 4, 20, 0]),
};

describe('upload file types', () => {
  it('recognises each accepted type by its first bytes, and nothing else as it', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(UPLOAD_FILE_TYPES).sort());
    const html = bytes('<!doctype html><script>alert(1)</script>');
    const exe = bytes('MZ', [0x90, 0, 3, 0]);
    for (const [type, sample] of Object.entries(SAMPLES)) {
      expect(contentMatchesType(sample, type), type).toBe(true);
      expect(contentMatchesType(exe, type), type).toBe(false);
      if (!type.startsWith('text/')) expect(contentMatchesType(html, type), type).toBe(false);
    }
    expect(contentMatchesType(SAMPLES['image/png']!, 'image/jpeg')).toBe(false);
    expect(contentMatchesType(SAMPLES['application/pdf']!, 'application/x-unknown')).toBe(false);
  });

  it('reads declared types case-insensitively and without parameters', () => {
    expect(normalizeContentType(' Text/Plain; charset=UTF-8')).toBe('text/plain');
    expect(isAllowedType('IMAGE/PNG')).toBe(true);
    expect(isAllowedType('image/svg+xml')).toBe(false);
    expect(isAllowedType('text/html')).toBe(false);
    expect(isAllowedType('application/octet-stream')).toBe(false);
    expect(isAllowedType('constructor')).toBe(false);
  });

  it('fits names to types: they end in an extension of the type', () => {
    expect(nameFitsType('Scan.JPG', 'image/jpeg')).toBe(true);
    expect(nameFitsType('scan.jpeg', 'image/jpeg')).toBe(true);
    expect(nameFitsType('README', 'text/plain')).toBe(false);
    expect(nameFitsType('.profile', 'text/plain')).toBe(false);
    expect(nameFitsType('page.html.', 'text/plain')).toBe(false);
    expect(nameFitsType('invoice.pdf.exe', 'application/pdf')).toBe(false);
    expect(nameFitsType('photo.png', 'image/jpeg')).toBe(false);
    expect(nameFitsType('photo.png', 'image/svg+xml')).toBe(false);
  });
});

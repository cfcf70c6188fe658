// The file types an upload may declare, with the names they may carry and the bytes they start with. The
// contract names the types and their extensions once (the uploader checks the same list before sending,
// docs/uploads.md#upload-rules); the server adds how each one starts. A small table instead of a sniffing
// library: the server accepts only these, so it only needs to know these.
import {
  UPLOAD_FILE_TYPES as EXTENSIONS_OF_TYPE,
  type UploadFileType,
} from '@concierge/api-client/constants';

interface FileType {
  /** Lower-case extensions (without the dot) a file of this type may be named with. */
  extensions: readonly string[];
  /** True when the file's first bytes are what this type starts with. */
  matches(head: Uint8Array): boolean;
}

const startsWith =
  (...signature: number[]) =>
  (head: Uint8Array) =>
    signature.every((byte, index) => head[index] === byte);

const ascii = (head: Uint8Array, at: number, text: string) =>
  [...text].every((char, index) => head[at + index] === char.charCodeAt(0));

/** Text files: no NUL byte in what was read (binaries nearly always have one early). */
const looksLikeText = (head: Uint8Array) => !head.includes(0);

/** ISO base media (HEIC/HEIF): `ftyp` at byte 4, then an image brand. */
const isHeif = (head: Uint8Array) =>
  ascii(head, 4, 'ftyp') &&
  ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].some((brand) => ascii(head, 8, brand));

const ZIP = startsWith(0x50, 0x4b, 0x03, 0x04);
const OLE = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

/** How a file of each allowed type starts: one check for every type of the contract. */
const STARTS_AS: Record<UploadFileType, FileType['matches']> = {
  'application/pdf': (head) => ascii(head, 0, '%PDF-'),
  'image/png': startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  'image/jpeg': startsWith(0xff, 0xd8, 0xff),
  'image/gif': (head) => ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a'),
  'image/webp': (head) => ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP'),
  'image/heic': isHeif,
  'image/heif': isHeif,
  'text/plain': looksLikeText,
  'text/csv': looksLikeText,
  'application/msword': OLE,
  'application/vnd.ms-excel': OLE,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ZIP,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ZIP,
};

/** Every type an upload may declare (lower case, no parameters): the contract's extensions, the server's check. */
export const UPLOAD_FILE_TYPES: Readonly<Record<string, FileType>> = Object.fromEntries(
  (Object.keys(STARTS_AS) as UploadFileType[]).map((type) => [
    type,
    { extensions: EXTENSIONS_OF_TYPE[type], matches: STARTS_AS[type] },
  ]),
);

/** How many leading bytes the checks read. */
export const FILE_HEAD_BYTES = 4096;

/** The declared type as a table key: lower case, without parameters (`text/plain; charset=utf-8`). */
export function normalizeContentType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

export function isAllowedType(contentType: string): boolean {
  return Object.hasOwn(UPLOAD_FILE_TYPES, normalizeContentType(contentType));
}

/**
 * A name must end in `.<extension>` of its type, with something before the dot: no name without
 * one, and no trailing dot or space, which Windows drops on saving (`page.html.` would land as `page.html`).
 */
export function nameFitsType(filename: string, contentType: string): boolean {
  const type = UPLOAD_FILE_TYPES[normalizeContentType(contentType)];
  const dot = filename.lastIndexOf('.');
  if (!type || dot <= 0) return false;
  return type.extensions.includes(filename.slice(dot + 1).toLowerCase());
}

/** True when the first bytes of a file are those of its declared type. */
export function contentMatchesType(head: Uint8Array, contentType: string): boolean {
  return UPLOAD_FILE_TYPES[normalizeContentType(contentType)]?.matches(head) ?? false;
}

/** The allowed type a file name's extension stands for, or null (for files sent with no useful type). */
export function typeOfName(filename: string): string | null {
  const dot = filename.lastIndexOf('.');
  if (dot <= 0) return null;
  const extension = filename.slice(dot + 1).toLowerCase();
  const found = Object.entries(UPLOAD_FILE_TYPES).find(([, type]) => type.extensions.includes(extension));
  return found ? found[0] : null;
}

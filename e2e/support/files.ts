/** Tiny but real files (the server checks the first bytes of every upload). */
export const QUOTE_PDF = {
  name: 'plumber-quote.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};
export const LEAK_PHOTO = {
  name: 'leak-photo.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% the leak under the sink\n%%EOF\n'),
};

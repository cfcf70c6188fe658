/** A tiny but real PDF (the server checks the first bytes of every upload). */
export const SAMPLE_PDF = {
  name: 'lease.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

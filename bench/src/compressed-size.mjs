// Bytes as the browser receives them: the server compresses, so budgets are in gzip and brotli, both at the
// strongest level a static build would ship (the figures then do not depend on a server's runtime setting).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** @param {Buffer | string} content */
export function compressedSize(content) {
  const buffer = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  };
}

/** @param {Array<{ raw: number, gzip: number, brotli: number }>} sizes */
export function sumSizes(sizes) {
  return sizes.reduce(
    (total, size) => ({
      raw: total.raw + size.raw,
      gzip: total.gzip + size.gzip,
      brotli: total.brotli + size.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/** Kilobytes with one decimal, 1000 bytes each (the unit bundle budgets are usually quoted in). */
export function kB(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

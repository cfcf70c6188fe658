import type { Readable } from 'node:stream';
import NodeClam from 'clamscan';
import type { ClamdAddress } from './scanning-config.js';

/** What the scanner said about a file. */
export type ScanVerdict = { infected: false } | { infected: true; signature: string };

/**
 * clamd could not give a verdict: unreachable, timed out, or an answer that is neither OK nor FOUND (a size
 * limit, for one). The file is neither clean nor infected: it waits (docs/uploads.md#virus-scanning).
 */
export class ScannerUnavailableError extends Error {
  override readonly name = 'ScannerUnavailableError';
}

/** Scans a file's bytes, streamed. */
export interface VirusScanner {
  scan(content: Readable): Promise<ScanVerdict>;
}

/**
 * A scanner that streams files to clamd (INSTREAM) through `clamscan`. Connected per scan, so a clamd
 * that restarts is simply reached again at the next scan; never a local binary fallback.
 */
export function createClamdScanner(address: ClamdAddress, timeoutMs = 60_000): VirusScanner {
  let client: Promise<NodeClam> | undefined;
  const connect = () =>
    (client ??= new NodeClam()
      .init({
        removeInfected: false,
        debugMode: false,
        scanLog: null,
        preference: 'clamdscan',
        clamscan: { active: false },
        clamdscan: {
          ...('socket' in address
            ? { socket: address.socket, host: false, port: false }
            : { socket: false, host: address.host, port: address.port }),
          timeout: timeoutMs,
          localFallback: false,
          // The server starts whether or not clamd answers now: uploads wait for it instead.
          bypassTest: true,
          active: true,
        },
      })
      .catch((error: unknown) => {
        client = undefined;
        throw error;
      }));

  return {
    async scan(content) {
      // The file's own read can fail (a file gone from the disk) before clamscan listens to the stream,
      // which it does only once connected: listened to from the start, that is this scan's error, never an
      // uncaught one, and never mistaken for a scanner that did not answer.
      const readFailed = new Promise<never>((_, reject) => content.once('error', reject));
      readFailed.catch(() => undefined);
      let result;
      try {
        result = await Promise.race([
          connect()
            .then((clam) => clam.scanStream(content))
            .catch((error: unknown) => {
              throw new ScannerUnavailableError('clamd did not answer', { cause: error });
            }),
          readFailed,
        ]);
      } finally {
        content.destroy();
      }
      if (result.isInfected === true) return { infected: true, signature: result.viruses[0] ?? 'unknown' };
      if (result.isInfected === false) return { infected: false };
      throw new ScannerUnavailableError(`clamd gave no verdict: ${result.resultString ?? ''}`);
    },
  };
}

// clamscan 2.4 ships no types: the part of its API the scanner uses.
declare module 'clamscan' {
  import type { Readable } from 'node:stream';

  interface ScanResult {
    /** null when clamd answered neither OK nor FOUND (an error, a size limit, a timeout). */
    isInfected: boolean | null;
    viruses: string[];
    resultString?: string;
  }

  interface ClamdScanOptions {
    socket?: string | false;
    host?: string | false;
    port?: number | false;
    timeout?: number;
    localFallback?: boolean;
    bypassTest?: boolean;
    active?: boolean;
  }

  export default class NodeClam {
    init(options: {
      removeInfected?: boolean;
      debugMode?: boolean;
      scanLog?: string | null;
      preference?: 'clamdscan' | 'clamscan';
      clamscan?: { active: boolean };
      clamdscan?: ClamdScanOptions;
    }): Promise<NodeClam>;
    scanStream(stream: Readable): Promise<ScanResult>;
  }
}

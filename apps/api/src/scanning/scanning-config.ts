/** Where clamd listens: a TCP address or a local socket. */
export type ClamdAddress = { host: string; port: number } | { socket: string };

/**
 * Virus scanning of uploads (docs/uploads.md#virus-scanning). Absent (or without `clamd`) means scanning is
 * off: files are usable once their bytes are checked, as before scanning existed.
 */
export interface ScanningConfig {
  clamd: ClamdAddress;
  /** How long one scan may take before clamd counts as unreachable; 60 s by default. */
  timeoutMs?: number | undefined;
  /**
   * How often each instance looks for uploads waiting for the scanner (uploads/rescan-job.ts); no timer
   * when unset (tests run it by hand). From the environment: every 15 s.
   */
  rescanPollMs?: number | undefined;
}

/** clamd's own default TCP port. */
export const CLAMD_DEFAULT_PORT = 3310;

/**
 * Reads `UPLOAD_SCANNING`, `CLAMD_HOST`, `CLAMD_PORT` and `CLAMD_SOCKET`: scanning is on when clamd is
 * named, unless `UPLOAD_SCANNING=off` (checked beforehand by {@link scanningProblems}).
 */
export function scanningConfigFromEnv(env: NodeJS.ProcessEnv): ScanningConfig | undefined {
  if (env.UPLOAD_SCANNING === 'off') return undefined;
  const clamd: ClamdAddress | undefined = env.CLAMD_SOCKET
    ? { socket: env.CLAMD_SOCKET }
    : env.CLAMD_HOST
      ? { host: env.CLAMD_HOST, port: Number(env.CLAMD_PORT || CLAMD_DEFAULT_PORT) }
      : undefined;
  return clamd && { clamd, rescanPollMs: 15_000 };
}

/**
 * What the scanning settings lack: `UPLOAD_SCANNING=on` needs clamd's address, and production needs one
 * unless scanning is turned off explicitly, so a forgotten setting never serves files unscanned.
 */
export function scanningProblems(env: NodeJS.ProcessEnv): string[] {
  const named = Boolean(env.CLAMD_HOST || env.CLAMD_SOCKET);
  if (env.UPLOAD_SCANNING === 'on' && !named) {
    return ['UPLOAD_SCANNING=on needs CLAMD_HOST (and CLAMD_PORT) or CLAMD_SOCKET'];
  }
  if (env.NODE_ENV === 'production' && !named && env.UPLOAD_SCANNING !== 'off') {
    return [
      'CLAMD_HOST or CLAMD_SOCKET is required in production: uploads are scanned for viruses before anyone opens them (UPLOAD_SCANNING=off runs without, on purpose)',
    ];
  }
  return [];
}

/** The start-up line saying whether uploads are scanned, and by what. */
export function describeScanning(scanning: ScanningConfig | undefined, env: NodeJS.ProcessEnv): string {
  if (scanning) {
    const where =
      'socket' in scanning.clamd ? scanning.clamd.socket : `${scanning.clamd.host}:${scanning.clamd.port}`;
    return `Virus scanning: clamd at ${where}`;
  }
  return env.UPLOAD_SCANNING === 'off'
    ? 'Virus scanning: off (UPLOAD_SCANNING=off)'
    : 'Virus scanning: off (no CLAMD_HOST or CLAMD_SOCKET; production requires one)';
}

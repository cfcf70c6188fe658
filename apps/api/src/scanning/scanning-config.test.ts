import { describe, expect, it } from 'vitest';
import { checkEnv, ConfigError } from '../config-schema.js';
import { describeScanning, scanningConfigFromEnv, scanningProblems } from './scanning-config.js';

// Production never serves files unscanned by accident: it needs clamd unless scanning is turned off by name
// (docs/uploads.md#virus-scanning); elsewhere no clamd means scanning is off, and the start-up line says so.

const problems = (env: NodeJS.ProcessEnv) => {
  try {
    checkEnv(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('virus scanning settings', () => {
  it('scans with clamd when it is named, by TCP (port 3310 by default) or by socket', () => {
    expect(scanningConfigFromEnv({ CLAMD_HOST: 'clamav.internal' })?.clamd).toEqual({
      host: 'clamav.internal',
      port: 3310,
    });
    expect(scanningConfigFromEnv({ CLAMD_HOST: '127.0.0.1', CLAMD_PORT: '3311' })?.clamd).toEqual({
      host: '127.0.0.1',
      port: 3311,
    });
    expect(scanningConfigFromEnv({ CLAMD_SOCKET: '/run/clamav/clamd.ctl' })?.clamd).toEqual({
      socket: '/run/clamav/clamd.ctl',
    });
    expect(scanningConfigFromEnv({ CLAMD_HOST: 'x', UPLOAD_SCANNING: 'off' })).toBeUndefined();
    expect(scanningConfigFromEnv({})).toBeUndefined();
  });

  it('refuses to start production without a scanner unless UPLOAD_SCANNING=off', () => {
    const production = { NODE_ENV: 'production' as const };
    expect(scanningProblems(production)).toEqual([
      expect.stringMatching(/^CLAMD_HOST or CLAMD_SOCKET is required in production/),
    ]);
    expect(problems(production)).toContainEqual(expect.stringMatching(/^CLAMD_HOST or CLAMD_SOCKET/));
    expect(scanningProblems({ ...production, UPLOAD_SCANNING: 'off' })).toEqual([]);
    expect(scanningProblems({ ...production, CLAMD_HOST: '127.0.0.1' })).toEqual([]);
    expect(scanningProblems({ UPLOAD_SCANNING: 'on' })).toEqual([
      'UPLOAD_SCANNING=on needs CLAMD_HOST (and CLAMD_PORT) or CLAMD_SOCKET',
    ]);
    expect(scanningProblems({})).toEqual([]);
    expect(problems({ CLAMD_PORT: '70000' })).toContainEqual(expect.stringMatching(/^CLAMD_PORT/));
  });

  it('says at start whether uploads are scanned', () => {
    expect(describeScanning(scanningConfigFromEnv({ CLAMD_HOST: '127.0.0.1' }), {})).toBe(
      'Virus scanning: clamd at 127.0.0.1:3310',
    );
    expect(describeScanning(undefined, { UPLOAD_SCANNING: 'off' })).toBe(
      'Virus scanning: off (UPLOAD_SCANNING=off)',
    );
    expect(describeScanning(undefined, {})).toBe(
      'Virus scanning: off (no CLAMD_HOST or CLAMD_SOCKET; production requires one)',
    );
  });
});

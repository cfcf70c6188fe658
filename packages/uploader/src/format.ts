const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Formats a byte count in 1024 steps with one decimal (spec §9), e.g. `26214400` → `25 MB`. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = Number.parseFloat((bytes / 1024 ** exponent).toFixed(1));
  return `${value} ${UNITS[exponent]}`;
}

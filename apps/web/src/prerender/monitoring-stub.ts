// Stands in for app/monitoring/monitoring.ts in the prerender (Node, no window): nothing is reported while
// rendering at build time; an error fails the build instead.
export function reportError(error: unknown): void {
  throw error;
}

export function setMonitoredUser(): void {}

export function startMonitoring(): void {}

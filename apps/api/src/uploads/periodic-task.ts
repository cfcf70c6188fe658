import type { AppContext } from '../app-context.js';

/**
 * Runs `task` every `pollMs` on this instance, one run at a time (a run still going skips the tick), logs
 * what it did or why it failed, and stops with the server, waiting for a run under way. What makes a job
 * safe across instances lies in the task itself (a run taken in the database, leased rows).
 */
export function runPeriodically(
  context: AppContext,
  pollMs: number,
  task: () => Promise<number | null>,
  messages: { done: (count: number) => [Record<string, number>, string]; failed: string },
): void {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .then((count) => {
        if (count) context.log.info(...messages.done(count));
      })
      .catch((error: unknown) => context.log.error({ err: error }, messages.failed))
      .finally(() => (running = undefined));
  }, pollMs);
  timer.unref();
  context.app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

// Its own module so the lazily loaded replay chunk has a recognisable name (replay-runtime-*.js). Replay
// comes from @sentry/react itself (no separate @sentry/replay package); only this import() reaches its
// modules, so the bundler keeps them out of the first load and out of sentry-runtime's chunk.
export { replayIntegration } from '@sentry/react';

// Its own module so the lazily loaded replay chunk has a recognisable name (replay-runtime-*.js).
export { replayIntegration } from '@sentry/replay';

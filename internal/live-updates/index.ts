export {
  FALLBACK_POLL_MS,
  onStreamHealth,
  pollInterval,
  SAFETY_NET_POLL_MS,
  setStreamHealth,
  streamHealth,
  type StreamHealth,
} from './live-pace';
export type { LiveChange, LiveStream, LiveStreamOptions } from './live-stream';
export { useLiveStream, type UseLiveStreamOptions } from './use-live-stream';
export { newestMessageId, useSeenMessage, type SeenMessage } from './use-seen-message';

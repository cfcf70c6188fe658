import { Redis } from 'ioredis';

/** The count in the current window and the time until it resets. */
export interface WindowCount {
  count: number;
  msUntilReset: number;
}

/** Fixed-window counters: in memory for one instance, in Redis for several. */
export interface RateLimitStore {
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** Throws when the store cannot be reached (the readiness check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Counters in this process; `now` is the server's clock so tests can move past a window. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => Date) {}

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now().getTime();
    if (this.windows.size > 10_000) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, msUntilReset: window.resetAt - now };
  }

  async ping(): Promise<void> {}

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}

// INCR and the expiry in one step, so two instances never see a key without its window.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** Counters shared by every instance that uses the same Redis and prefix. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    // Fail fast while Redis is away instead of queueing: the limiter then lets the request through.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    this.redis.on('error', () => {});
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const [count, ttl] = (await this.redis.eval(INCREMENT, 1, `${this.prefix}rl:${key}`, windowMs)) as [
      number,
      number,
    ];
    return { count, msUntilReset: ttl };
  }

  async ping(): Promise<void> {
    // Without the offline queue a command fails while the connection is still being made: wait for it
    // (or its first error) so a probe right after the start does not report a Redis that is there.
    if (this.redis.status !== 'ready') {
      await new Promise<void>((resolve, reject) => {
        const ready = () => (this.redis.off('error', failed), resolve());
        const failed = (error: Error) => (this.redis.off('ready', ready), reject(error));
        this.redis.once('ready', ready).once('error', failed);
      });
    }
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

// The few Redis commands the live bench needs (remove its keys after a run), spoken in RESP over one socket:
// the bench stays without a Redis client dependency of its own.
import net from 'node:net';

export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const encode = (args) =>
  `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(String(arg))}\r\n${arg}\r\n`).join('')}`;

/** Parses one reply at `at`; answers [value, next offset], or null while the reply is incomplete. */
function parse(buffer, at = 0) {
  const lineEnd = buffer.indexOf('\r\n', at);
  if (lineEnd < 0) return null;
  const type = buffer[at];
  const line = buffer.slice(at + 1, lineEnd);
  const next = lineEnd + 2;
  if (type === '+' || type === ':') return [type === ':' ? Number(line) : line, next];
  if (type === '-') return [new Error(line), next];
  if (type === '$') {
    const length = Number(line);
    if (length < 0) return [null, next];
    return buffer.length < next + length + 2 ? null : [buffer.slice(next, next + length), next + length + 2];
  }
  if (type === '*') {
    const items = [];
    let offset = next;
    for (let i = 0; i < Number(line); i += 1) {
      const item = parse(buffer, offset);
      if (!item) return null;
      items.push(item[0]);
      offset = item[1];
    }
    return [items, offset];
  }
  throw new Error(`Unexpected Redis reply: ${buffer.slice(at, at + 40)}`);
}

/** One connection; `command(...args)` answers the reply (keys and values here are ASCII). */
export async function connectRedis(url = REDIS_URL) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port || 6379), hostname || '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.setEncoding('latin1');
  let buffer = '';
  const waiting = [];
  socket.on('data', (chunk) => {
    buffer += chunk;
    for (let reply = parse(buffer); reply && waiting.length; reply = parse(buffer)) {
      buffer = buffer.slice(reply[1]);
      const { resolve, reject } = waiting.shift();
      if (reply[0] instanceof Error) reject(reply[0]);
      else resolve(reply[0]);
    }
  });
  return {
    command: (...args) =>
      new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        socket.write(encode(args));
      }),
    close: () => socket.end(),
  };
}

/** Removes every key under `prefix` (the API's live stream, its epoch and any rate-limit counters). */
export async function deleteRedisKeys(prefix, url = REDIS_URL) {
  const redis = await connectRedis(url);
  let removed = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.command('SCAN', cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) removed += await redis.command('DEL', ...keys);
    } while (cursor !== '0');
  } finally {
    redis.close();
  }
  return removed;
}

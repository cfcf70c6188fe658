import { gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';

/** One item of a Sentry envelope, with its payload decoded as far as it goes. */
export interface EnvelopeItem {
  type: string;
  headers: Record<string, unknown>;
  /** The payload as text (replay recordings decompressed). */
  text: string;
  /** The payload parsed as JSON, when it is JSON. */
  json: unknown;
}

export interface Envelope {
  headers: Record<string, unknown>;
  items: EnvelopeItem[];
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Replay recordings are `{"segment_id":n}\n` + a compressed (or plain) JSON array of rrweb events. */
function decodeRecording(payload: Buffer): string {
  const newline = payload.indexOf(0x0a);
  const header = payload.subarray(0, newline + 1).toString('utf8');
  const body = payload.subarray(newline + 1);
  for (const inflate of [gunzipSync, inflateSync, inflateRawSync]) {
    try {
      return header + inflate(body).toString('utf8');
    } catch {
      // Not this format: try the next.
    }
  }
  return header + body.toString('utf8');
}

/** Parses the envelope format: a header line, then per item a header line and a payload. */
export function parseEnvelope(raw: Buffer): Envelope {
  let offset = 0;
  const readLine = (): Buffer => {
    const end = raw.indexOf(0x0a, offset);
    const line = raw.subarray(offset, end === -1 ? raw.length : end);
    offset = end === -1 ? raw.length : end + 1;
    return line;
  };
  const headers = (parseJson(readLine().toString('utf8')) ?? {}) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < raw.length) {
    const headerLine = readLine().toString('utf8').trim();
    if (!headerLine) continue;
    const itemHeaders = (parseJson(headerLine) ?? {}) as Record<string, unknown>;
    let payload: Buffer;
    if (typeof itemHeaders.length === 'number') {
      payload = raw.subarray(offset, offset + itemHeaders.length);
      offset += itemHeaders.length;
      if (raw[offset] === 0x0a) offset += 1;
    } else {
      payload = readLine();
    }
    const type = String(itemHeaders.type ?? '');
    const text = type === 'replay_recording' ? decodeRecording(payload) : payload.toString('utf8');
    items.push({ type, headers: itemHeaders, text, json: parseJson(text) });
  }
  return { headers, items };
}

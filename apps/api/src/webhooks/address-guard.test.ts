import type { LookupAddress } from 'node:dns';
import { afterAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../testing/webhook-receiver.js';
import {
  checkAddress,
  guardedLookup,
  isRefusedAddress,
  RefusedAddressError,
  type Resolve,
} from './address-guard.js';
import { postWebhook } from './webhook-request.js';

// Outbound webhooks reach public addresses only, checked on the address a connection is about to use
// (docs/webhooks.md#addresses-refused). Only loopback is ever connected to here: the other ranges are
// checked without a socket (literals before connecting, names inside the lookup a socket would use).

const receiver = await startWebhookReceiver();
afterAll(() => receiver.close());

const guarded = { allowPrivate: false, timeoutMs: 2_000 };
/** A resolver that answers `address` for every name (a DNS answer rebinding to a private address). */
const resolvingTo =
  (address: string): Resolve =>
  (_hostname, _options, callback) =>
    callback(null, [{ address, family: address.includes(':') ? 6 : 4 }]);

function lookupThrough(resolve: Resolve, hostname: string, all = false) {
  return new Promise<{ error: Error | null; address: string | LookupAddress[] }>((done) =>
    guardedLookup(resolve)(hostname, { all }, (error, address) => done({ error, address })),
  );
}

describe('webhooks: refused addresses', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.9', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['0.0.0.0', 'unspecified'],
    ['::1', 'loopback'],
    ['fc00::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['::', 'unspecified'],
    ['::ffff:10.0.0.1', 'private'],
  ])('refuses %s (%s)', (address, range) => {
    expect(isRefusedAddress(address)).toBe(true);
    expect(() => checkAddress(address)).toThrow(new RefusedAddressError(address, range));
  });

  it('lets public unicast addresses through', () => {
    expect(isRefusedAddress('93.184.215.14')).toBe(false);
    expect(isRefusedAddress('2606:4700::6810:84e5')).toBe(false);
  });

  it.each(['10.0.0.7', '169.254.169.254', '127.0.0.1', 'fe80::1'])(
    'refuses a name whose DNS answer is %s inside the connection’s lookup',
    async (address) => {
      for (const all of [false, true]) {
        const { error } = await lookupThrough(resolvingTo(address), 'rebind.example.test', all);
        expect(error).toBeInstanceOf(RefusedAddressError);
      }
    },
  );

  it('answers a public DNS answer as the socket asks for it (one address, or all)', async () => {
    expect((await lookupThrough(resolvingTo('93.184.215.14'), 'public.example.test')).address).toBe(
      '93.184.215.14',
    );
    expect((await lookupThrough(resolvingTo('93.184.215.14'), 'public.example.test', true)).address).toEqual([
      { address: '93.184.215.14', family: 4 },
    ]);
  });

  it('refuses 127.0.0.1, localhost and a name resolving to loopback before a byte is sent', async () => {
    const port = new URL(receiver.url).port;
    const attempts = [
      await postWebhook(receiver.url, '{}', {}, guarded),
      await postWebhook(`http://localhost:${port}/hooks`, '{}', {}, guarded),
      await postWebhook(
        `http://rebind.example.test:${port}/hooks`,
        '{}',
        {},
        {
          ...guarded,
          resolve: resolvingTo('127.0.0.1'),
        },
      ),
    ];
    for (const attempt of attempts) {
      expect(attempt).toMatchObject({ ok: false, status: null });
      expect(attempt.error).toMatch(/refused \(loopback\)/);
    }
    expect(receiver.received).toEqual([]);
  });

  it('reaches the loopback receiver only when development allows private addresses', async () => {
    const attempt = await postWebhook(receiver.url, '{}', {}, { ...guarded, allowPrivate: true });
    expect(attempt).toMatchObject({ ok: true, status: 200, responseExcerpt: 'ok' });
    expect(receiver.received).toHaveLength(1);
  });
});

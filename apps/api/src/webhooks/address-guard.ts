import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

// Outbound webhooks go to addresses an admin typed: without a check, an endpoint could make this server call
// the machines beside it (a database, a cloud metadata service at 169.254.169.254). Only public unicast
// addresses are reached — loopback, private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local
// (169.254/16, fe80::/10), unspecified, multicast, carrier-grade NAT and reserved ranges are refused — and
// the check runs on the address the connection is about to use, after DNS, so a name that resolves to a
// public address when saved and to 127.0.0.1 when sent (DNS rebinding) is refused too.

/** An address the webhook sender will not connect to. */
export class RefusedAddressError extends Error {
  override readonly name = 'RefusedAddressError';
  readonly code = 'EWEBHOOKADDRESS';
  constructor(
    readonly address: string,
    readonly range: string,
  ) {
    super(`address ${address} refused (${range}): webhooks go to public addresses only`);
  }
}

/** The ipaddr.js range of `address` ('unicast' for a public one); IPv4-mapped IPv6 is read as IPv4. */
export function addressRange(address: string): string {
  if (!ipaddr.isValid(address)) return 'invalid';
  return ipaddr.process(address).range();
}

export const isRefusedAddress = (address: string): boolean => addressRange(address) !== 'unicast';

/** Throws {@link RefusedAddressError} for an address outside public unicast. */
export function checkAddress(address: string): void {
  const range = addressRange(address);
  if (range !== 'unicast') throw new RefusedAddressError(address, range);
}

/** `dns.lookup`'s shape: what the guard resolves names with (tests hand in a resolver of their own). */
export type Resolve = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolve: Resolve = (hostname, options, callback) => dns.lookup(hostname, options, callback);

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `net.connect` (and so for http.request) that resolves the name, then refuses every
 * answer unless all its addresses are public: the socket connects only to an address checked here.
 */
export function guardedLookup(resolve: Resolve = systemResolve) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      try {
        if (addresses.length === 0) throw new Error(`${hostname} resolved to no address`);
        for (const { address } of addresses) checkAddress(address);
      } catch (refused) {
        return callback(refused as NodeJS.ErrnoException, []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      callback(null, first!.address, first!.family);
    });
  };
}

/** A URL's host when it is an IP literal (no lookup happens for those: they are checked before). */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return net.isIP(bare) ? bare : null;
}

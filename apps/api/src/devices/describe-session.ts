import Bowser from 'bowser';
import ipaddr from 'ipaddr.js';
import type { SessionPlace, SignedInSession } from '@concierge/api-client';

/** Address ranges that mean "on the server's own network": shown as such, never as a network to mask. */
const LOCAL_RANGES = new Set(['loopback', 'private', 'linkLocal', 'uniqueLocal', 'unspecified']);

type Device = Pick<SignedInSession, 'browser' | 'os' | 'device_type'>;

/**
 * Browser and OS from a user agent, with bowser (MIT). The browser keeps its major version ("Chrome 126");
 * the OS keeps only its name: Chrome and Safari freeze the OS version in their user agent (macOS 10.15.7,
 * Windows 10 for 11), so a version there would often be wrong.
 */
export function describeDevice(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, os: null, device_type: 'other' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : null;
  const type = parsed.platform.type;
  return {
    browser,
    os: parsed.os.name || null,
    device_type: type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other',
  };
}

/**
 * An approximate place from an address without a location database (see the README: none we could ship
 * is both offline and freely licensed). Loopback and private ranges are "local"; any other address is
 * shown by its network only: an IPv4 /24 as `203.0.113.x`, an IPv6 /48 as `2001:db8:1::/48`, which is as
 * far as an address says where someone is, and never the full address.
 */
export function describePlace(ip: string | null): SessionPlace {
  if (!ip || !ipaddr.isValid(ip)) return { kind: 'unknown', network: null };
  const address = ipaddr.process(ip); // an IPv4-mapped IPv6 address becomes the IPv4 one
  if (LOCAL_RANGES.has(address.range())) return { kind: 'local', network: null };
  if (address.kind() === 'ipv4') {
    const [a, b, c] = (address as ipaddr.IPv4).octets;
    return { kind: 'network', network: `${a}.${b}.${c}.x` };
  }
  const parts = (address as ipaddr.IPv6).parts.slice(0, 3);
  const prefix = new ipaddr.IPv6([...parts, 0, 0, 0, 0, 0]).toString();
  return { kind: 'network', network: `${prefix}/48` };
}

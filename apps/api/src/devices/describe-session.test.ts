import { describe, expect, it } from 'vitest';
import { describeDevice, describePlace } from './describe-session.js';

describe('describePlace', () => {
  it('calls loopback, private and link-local addresses the local network, in IPv4 and IPv6', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.20',
      '169.254.1.1',
      '::1',
      'fd12::1',
      'fe80::1',
    ]) {
      expect(describePlace(ip), ip).toEqual({ kind: 'local', network: null });
    }
  });

  it('shows any other address by its network only: an IPv4 /24, an IPv6 /48', () => {
    expect(describePlace('203.0.113.77')).toEqual({ kind: 'network', network: '203.0.113.x' });
    expect(describePlace('::ffff:198.51.100.4')).toEqual({ kind: 'network', network: '198.51.100.x' });
    expect(describePlace('2001:db8:abcd:12::1')).toEqual({ kind: 'network', network: '2001:db8:abcd::/48' });
    // Carrier-grade NAT is the provider's network, not the user's own.
    expect(describePlace('100.64.3.4')).toEqual({ kind: 'network', network: '100.64.3.x' });
  });

  it('says unknown when no usable address was recorded', () => {
    expect(describePlace(null)).toEqual({ kind: 'unknown', network: null });
    expect(describePlace('not an address')).toEqual({ kind: 'unknown', network: null });
  });
});

describe('describeDevice', () => {
  it('names the browser with its major version and the OS without one (browsers freeze it)', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 131', os: 'Android', device_type: 'mobile' });
    expect(
      describeDevice(
        'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari 17', os: 'iOS', device_type: 'tablet' });
  });

  it('answers nulls for a missing or unrecognised user agent', () => {
    expect(describeDevice(null)).toEqual({ browser: null, os: null, device_type: 'other' });
    expect(describeDevice('curl/8.5.0')).toEqual({ browser: null, os: null, device_type: 'other' });
  });
});

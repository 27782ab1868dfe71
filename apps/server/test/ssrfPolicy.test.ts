// The address policy of the guarded fetch: every class of address that is not the public
// internet, in each of its spellings, and the administrator's allow-list.
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/config/appConfig';
import { classifyAddress, createAllowList, embeddedIpv4, isBlockedHostName, parseAllowEntry, parseIp, parseRange, type AddressClass } from '../src/net/addressPolicy';

const classOf = (text: string): AddressClass | undefined => {
  const ip = parseIp(text);
  if (!ip) throw new Error(`not an address: ${text}`);
  return classifyAddress(ip);
};

describe('parseIp', () => {
  it.each([
    ['127.0.0.1', 4, 0x7f000001n],
    ['255.255.255.255', 4, 0xffffffffn],
    ['::1', 6, 1n],
    ['[::1]', 6, 1n],
    ['::', 6, 0n],
    ['fe80::1%eth0', 6, (0xfe80n << 112n) | 1n],
    ['::ffff:127.0.0.1', 6, (0xffffn << 32n) | 0x7f000001n],
    ['2001:db8:0:0:0:0:0:1', 6, (0x2001n << 112n) | (0xdb8n << 96n) | 1n],
    ['1:2:3:4:5:6:7:8', 6, 0x00010002000300040005000600070008n],
  ] as const)('reads %s', (text, version, value) => {
    expect(parseIp(text)).toEqual({ version, value });
  });

  it.each(['256.0.0.1', '1.2.3', '01.2.3.4', '1.2.3.4.5', 'example.com', '1::2::3', '1:2:3:4:5:6:7:8:9', '::ffff:300.0.0.1', ':::', '12345::', 'g::1', ''])('refuses %j', (text) => {
    expect(parseIp(text)).toBeUndefined();
  });
});

describe('classifyAddress', () => {
  it.each<[string, AddressClass]>([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['2001:0:4136:e378::1', 'reserved'],
    // IPv4 inside IPv6: mapped, compatible, translated, NAT64 and 6to4 forms of blocked addresses
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:10.1.2.3', 'private'],
    ['::127.0.0.1', 'loopback'],
    ['::ffff:0:192.168.0.1', 'private'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:a9fe:a9fe::', 'link-local'],
  ])('%s is %s', (address, expected) => {
    expect(classOf(address)).toBe(expected);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.15.255.255', '172.32.0.0', '100.63.255.255', '100.128.0.0', '169.253.255.255', '11.0.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])(
    '%s is public',
    (address) => {
      expect(classOf(address)).toBeUndefined();
    },
  );

  it('finds the IPv4 address an IPv6 address carries', () => {
    expect(embeddedIpv4(parseIp('::ffff:1.2.3.4')!)).toEqual(parseIp('1.2.3.4'));
    expect(embeddedIpv4(parseIp('2606:4700::1')!)).toBeUndefined();
    expect(embeddedIpv4(parseIp('1.2.3.4')!)).toBeUndefined();
  });
});

describe('host names', () => {
  it.each(['localhost', 'LOCALHOST', 'localhost.', 'app.localhost', 'localhost.localdomain', 'ip6-localhost', 'metadata.google.internal', 'metadata', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal', 'db.cluster.internal'])(
    '%s is refused by name',
    (host) => {
      expect(isBlockedHostName(host)).toBe(true);
    },
  );

  it.each(['example.com', 'localhost.example.com', 'internal.example.com', 'metadata.example.org'])('%s is not refused by name', (host) => {
    expect(isBlockedHostName(host)).toBe(false);
  });
});

describe('allow-list', () => {
  it('reads addresses, ranges, host names and subdomain wildcards', () => {
    expect(parseRange('10.0.0.0/8')).toEqual({ version: 4, base: 0x0a000000n, prefix: 8 });
    expect(parseRange('fd00::/8')?.prefix).toBe(8);
    expect(parseRange('127.0.0.1')?.prefix).toBe(32);
    expect(parseAllowEntry(' Intranet.Example.COM. ')).toEqual({ kind: 'host', name: 'intranet.example.com' });
    expect(parseAllowEntry('*.corp.example')).toEqual({ kind: 'suffix', suffix: '.corp.example' });
    expect(parseAllowEntry('localhost')).toEqual({ kind: 'host', name: 'localhost' });
  });

  it('reads an entry’s :port (IPv6 in brackets; a bare IPv6 address keeps its colons)', () => {
    expect(parseAllowEntry('127.0.0.1:11434')).toEqual({ kind: 'range', range: parseRange('127.0.0.1'), port: 11434 });
    expect(parseAllowEntry('10.0.0.0/8:8080')).toEqual({ kind: 'range', range: parseRange('10.0.0.0/8'), port: 8080 });
    expect(parseAllowEntry('[::1]:11434')).toEqual({ kind: 'range', range: parseRange('::1'), port: 11434 });
    expect(parseAllowEntry('Ollama.LAN:11434')).toEqual({ kind: 'host', name: 'ollama.lan', port: 11434 });
    expect(parseAllowEntry('*.corp.example:443')).toEqual({ kind: 'suffix', suffix: '.corp.example', port: 443 });
    expect(parseAllowEntry('fe80::1:80')).toEqual({ kind: 'range', range: parseRange('fe80::1:80') });
  });

  it('opens only the listed port of an entry with one, every port of an entry without', () => {
    const allowList = createAllowList(['127.0.0.1:11434', '10.0.0.0/8', 'ollama.lan:11434', '[::1]:8080']);
    expect(allowList.allowsAddress(parseIp('127.0.0.1')!, 11434)).toBe(true);
    expect(allowList.allowsAddress(parseIp('::ffff:127.0.0.1')!, 11434)).toBe(true);
    expect(allowList.allowsAddress(parseIp('127.0.0.1')!, 6379)).toBe(false);
    expect(allowList.allowsAddress(parseIp('::1')!, 8080)).toBe(true);
    expect(allowList.allowsAddress(parseIp('::1')!, 80)).toBe(false);
    expect(allowList.allowsAddress(parseIp('10.9.8.7')!, 6379)).toBe(true);
    expect(allowList.allowsHost('ollama.lan', 11434)).toBe(true);
    expect(allowList.allowsHost('ollama.lan', 22)).toBe(false);
  });

  it.each(['10.0.0.0/33', '::/129', '10.0.0.0/8/1', '10.0.0.0/x', 'http://example.com', 'example.com:0', 'example.com:65536', 'example.com:', '10.0.0.1:x', 'exa mple.com', '*', '*.', '-bad.com', ''])('refuses the entry %j', (entry) => {
    expect(parseAllowEntry(entry)).toBeUndefined();
  });

  it('allows what the administrator listed, and nothing else', () => {
    const allowList = createAllowList(['127.0.0.1', '10.1.0.0/16', 'fd00::/8', 'intranet.example.com', '*.corp.example']);
    expect(allowList.allowsAddress(parseIp('127.0.0.1')!, 80)).toBe(true);
    expect(allowList.allowsAddress(parseIp('::ffff:127.0.0.1')!, 80)).toBe(true);
    expect(allowList.allowsAddress(parseIp('127.0.0.2')!, 80)).toBe(false);
    expect(allowList.allowsAddress(parseIp('10.1.200.3')!, 80)).toBe(true);
    expect(allowList.allowsAddress(parseIp('10.2.0.1')!, 80)).toBe(false);
    expect(allowList.allowsAddress(parseIp('fd12::1')!, 80)).toBe(true);
    expect(allowList.allowsHost('INTRANET.example.com.', 443)).toBe(true);
    expect(allowList.allowsHost('other.example.com', 443)).toBe(false);
    expect(allowList.allowsHost('git.corp.example', 443)).toBe(true);
    expect(allowList.allowsHost('corp.example', 443)).toBe(false);
    expect(() => createAllowList(['not a host'])).toThrow('not a host name, address or CIDR range: "not a host"');
  });
});

describe('FETCH_ALLOWED_HOSTS and FETCH_MAX_RESPONSE_SIZE', () => {
  it('default to public addresses only and 20 MB', () => {
    expect(parseConfig({}, '/srv').outboundFetch).toEqual({ allowedHosts: [], maxResponseBytes: 20 * 1024 * 1024 });
  });

  it('read a comma-separated list and a size in MB', () => {
    const config = parseConfig({ FETCH_ALLOWED_HOSTS: ' 127.0.0.1, 10.0.0.0/8,,ollama.lan , *.corp.example', FETCH_MAX_RESPONSE_SIZE: '5' }, '/srv');
    expect(config.outboundFetch).toEqual({ allowedHosts: ['127.0.0.1', '10.0.0.0/8', 'ollama.lan', '*.corp.example'], maxResponseBytes: 5 * 1024 * 1024 });
  });

  it('refuse entries that are no host, address or range', () => {
    expect(() => parseConfig({ FETCH_ALLOWED_HOSTS: '127.0.0.1,http://intranet', FETCH_MAX_RESPONSE_SIZE: '0' }, '/srv')).toThrow(
      new ConfigError([
        'FETCH_ALLOWED_HOSTS must list host names (*.example.com for subdomains), IP addresses or CIDR ranges, each with an optional :port, separated by commas (got "127.0.0.1,http://intranet")',
        'FETCH_MAX_RESPONSE_SIZE must be at least 1 (got "0")',
      ]),
    );
  });
});

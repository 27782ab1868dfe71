// Which addresses and host names components may reach: everything public, nothing on this
// machine, the local networks or the cloud's metadata service, unless an administrator allowed
// it (FETCH_ALLOWED_HOSTS). Pure: it reads text and numbers, the caller resolves and connects.

export type AddressClass =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'unique-local'
  | 'site-local'
  | 'multicast'
  | 'documentation'
  | 'benchmarking'
  | 'reserved';

export interface IpAddress {
  version: 4 | 6;
  /** The address as one number: 32 bits for IPv4, 128 for IPv6. */
  value: bigint;
}

const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

function parseIpv4(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  // In plain numbers, one BigInt at the end: every model call checks its URL's address.
  let value = 0;
  for (let index = 0; index < 4; index++) {
    const part = parts[index] as string;
    if (!IPV4_PART.test(part)) return undefined;
    value = value * 256 + Number(part);
  }
  return BigInt(value);
}

function parseIpv6(text: string): bigint | undefined {
  // A zone (fe80::1%eth0) names the interface, not part of the address.
  const address = text.split('%')[0] ?? '';
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const groups = (half: string): number[] | undefined => {
    if (half === '') return [];
    const result: number[] = [];
    const pieces = half.split(':');
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIpv4(piece);
        if (v4 === undefined) return undefined;
        result.push(Number(v4 >> 16n), Number(v4 & 0xffffn));
      } else if (/^[\da-f]{1,4}$/i.test(piece)) {
        result.push(parseInt(piece, 16));
      } else {
        return undefined;
      }
    }
    return result;
  };
  const head = groups(halves[0] ?? '');
  const tail = halves.length === 2 ? groups(halves[1] ?? '') : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  return [...head, ...Array<number>(missing).fill(0), ...tail].reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

/** An IPv4 or IPv6 address in its usual text forms (IPv6 may be bracketed, as URLs write it). */
export function parseIp(text: string): IpAddress | undefined {
  const v4 = parseIpv4(text);
  if (v4 !== undefined) return { version: 4, value: v4 };
  const unbracketed = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (!unbracketed.includes(':')) return undefined;
  const v6 = parseIpv6(unbracketed);
  return v6 === undefined ? undefined : { version: 6, value: v6 };
}

interface Range {
  version: 4 | 6;
  base: bigint;
  prefix: number;
}

function bits(version: 4 | 6): number {
  return version === 4 ? 32 : 128;
}

/** A CIDR range ("10.0.0.0/8", "fc00::/7") or a single address. */
export function parseRange(text: string): Range | undefined {
  const [address = '', prefixText, ...rest] = text.trim().split('/');
  if (rest.length > 0) return undefined;
  const ip = parseIp(address);
  if (!ip) return undefined;
  const width = bits(ip.version);
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? width : Number(prefixText);
  if (prefix > width) return undefined;
  return { version: ip.version, base: ip.value, prefix };
}

function inRange(ip: IpAddress, range: Range): boolean {
  if (ip.version !== range.version) return false;
  const shift = BigInt(bits(range.version) - range.prefix);
  return ip.value >> shift === range.base >> shift;
}

function table(entries: ReadonlyArray<readonly [string, AddressClass]>): Array<[Range, AddressClass]> {
  return entries.map(([cidr, addressClass]) => [parseRange(cidr) as Range, addressClass]);
}

/** IANA's special-purpose IPv4 blocks that are not the public internet. */
const IPV4_BLOCKED = table([
  ['0.0.0.0/8', 'unspecified'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'shared'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'],
  ['192.0.2.0/24', 'documentation'],
  ['192.88.99.0/24', 'reserved'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
]);

const IPV6_BLOCKED = table([
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['100::/64', 'reserved'],
  ['64:ff9b:1::/48', 'reserved'],
  ['2001::/32', 'reserved'],
  ['2001:10::/28', 'reserved'],
  ['2001:20::/28', 'reserved'],
  ['2001:db8::/32', 'documentation'],
  ['fc00::/7', 'unique-local'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'site-local'],
  ['ff00::/8', 'multicast'],
]);

/** IPv6 forms that carry an IPv4 address, and where it sits (bits from the right). */
const IPV4_CARRIERS: ReadonlyArray<[Range, bigint]> = [
  [parseRange('::ffff:0:0/96') as Range, 0n],
  [parseRange('::ffff:0:0:0/96') as Range, 0n],
  [parseRange('64:ff9b::/96') as Range, 0n],
  [parseRange('::/96') as Range, 0n],
  [parseRange('2002::/16') as Range, 80n],
];

/** The IPv4 address an IPv6 address stands for (mapped, compatible, NAT64, 6to4), if any. */
export function embeddedIpv4(ip: IpAddress): IpAddress | undefined {
  if (ip.version !== 6) return undefined;
  const carrier = IPV4_CARRIERS.find(([range]) => inRange(ip, range));
  return carrier ? { version: 4, value: (ip.value >> carrier[1]) & 0xffffffffn } : undefined;
}

/** Why an address is not on the public internet, or undefined when it is. */
export function classifyAddress(ip: IpAddress): AddressClass | undefined {
  const own = (ip.version === 4 ? IPV4_BLOCKED : IPV6_BLOCKED).find(([range]) => inRange(ip, range))?.[1];
  if (own) return own;
  const inner = embeddedIpv4(ip);
  return inner ? classifyAddress(inner) : undefined;
}

/** Host names that always mean this machine or the cloud provider's metadata service. */
const BLOCKED_NAMES = new Set(['localhost', 'localhost.localdomain', 'ip6-localhost', 'ip6-loopback', 'metadata', 'metadata.goog', 'instance-data']);
const BLOCKED_SUFFIXES = ['.localhost', '.internal'];

/** Host names compare without case and without the root's trailing dot. */
export function normalizeHost(host: string): string {
  return host.toLowerCase().replace(/\.$/, '');
}

export function isBlockedHostName(host: string): boolean {
  const name = normalizeHost(host);
  return BLOCKED_NAMES.has(name) || BLOCKED_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

const HOST_NAME = /^(\*\.)?([a-z\d]([a-z\d-]{0,61}[a-z\d])?)(\.[a-z\d]([a-z\d-]{0,61}[a-z\d])?)*$/;

/** `port`: the one port the entry opens; without it, every port (as entries were before ports). */
export type AllowEntry = ({ kind: 'host'; name: string } | { kind: 'suffix'; suffix: string } | { kind: 'range'; range: Range }) & { port?: number };

/** "host:port", "10.0.0.0/8:port", "[::1]:port": a bare IPv6 address has colons of its own, so it takes brackets for a port. */
const WITH_PORT = /^(.+):(\d{1,5})$/;

function splitPort(entry: string): { target: string; port?: number } {
  const match = WITH_PORT.exec(entry);
  if (!match) return { target: entry };
  const [, target = '', portText = ''] = match;
  if (target.includes(':') && !target.startsWith('[')) return { target: entry };
  return { target, port: Number(portText) };
}

function parseAllowTarget(target: string): AllowEntry | undefined {
  const range = parseRange(target);
  if (range) return { kind: 'range', range };
  const name = normalizeHost(target);
  if (!HOST_NAME.test(name)) return undefined;
  return name.startsWith('*.') ? { kind: 'suffix', suffix: name.slice(1) } : { kind: 'host', name };
}

/**
 * One FETCH_ALLOWED_HOSTS entry: an address or CIDR range, a host name, or *.domain for its
 * subdomains, each optionally with ":port" to open that port only (allowing 127.0.0.1:11434 for
 * Ollama leaves the server's other local services closed).
 */
export function parseAllowEntry(text: string): AllowEntry | undefined {
  const { target, port } = splitPort(text.trim());
  if (port !== undefined && (port < 1 || port > 65_535)) return undefined;
  const entry = parseAllowTarget(target);
  return entry && port !== undefined ? { ...entry, port } : entry;
}

export interface AllowList {
  /** The administrator allowed this host name on this port: whatever it resolves to may be reached. */
  allowsHost(host: string, port: number): boolean;
  /** The administrator allowed this address on this port (an allowed address or range holds it). */
  allowsAddress(ip: IpAddress, port: number): boolean;
  /** The ports entries open one by one; the policy treats every other port alike. */
  readonly namedPorts: ReadonlySet<number>;
}

export function createAllowList(entries: readonly string[]): AllowList {
  const parsed = entries.map((text) => {
    const entry = parseAllowEntry(text);
    if (!entry) throw new Error(`not a host name, address or CIDR range: ${JSON.stringify(text)}`);
    return entry;
  });
  const opens = (entry: AllowEntry, port: number) => entry.port === undefined || entry.port === port;
  return {
    allowsHost(host, port) {
      const name = normalizeHost(host);
      return parsed.some((entry) => opens(entry, port) && (entry.kind === 'host' ? entry.name === name : entry.kind === 'suffix' && name.endsWith(entry.suffix)));
    },
    allowsAddress(ip, port) {
      const inner = embeddedIpv4(ip);
      return parsed.some((entry) => opens(entry, port) && entry.kind === 'range' && (inRange(ip, entry.range) || (inner !== undefined && inRange(inner, entry.range))));
    },
    namedPorts: new Set(parsed.flatMap((entry) => (entry.port === undefined ? [] : [entry.port]))),
  };
}

/** How a refused address reads in an error: "127.0.0.1 is a loopback address". */
export const ADDRESS_CLASS_TEXT: Readonly<Record<AddressClass, string>> = {
  unspecified: 'an unspecified address',
  loopback: 'a loopback address (this server)',
  private: 'a private network address',
  shared: 'a carrier-grade NAT address',
  'link-local': 'a link-local address (where cloud metadata services answer)',
  'unique-local': 'a unique local IPv6 address',
  'site-local': 'a site-local IPv6 address',
  multicast: 'a multicast address',
  documentation: 'an address reserved for documentation',
  benchmarking: 'an address reserved for benchmarking',
  reserved: 'a reserved address',
};

// The client that address-based limits count (login throttling, anonymous uploads, public builds,
// verification codes). An IPv6 host gets a whole /64 from its provider, so it could take a fresh
// address for every attempt: the /64 is one client. An IPv4 address written as IPv6 (a dual-stack
// socket's ::ffff:a.b.c.d) is its IPv4 address, so both forms count as one.
import type { FastifyRequest } from 'fastify';
import { parseIp } from '../net/addressPolicy';

const LOW_32_BITS = 0xffffffffn;
const LOW_64_BITS = (1n << 64n) - 1n;

function ipv4Text(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

/** The key of a client address: IPv4 as it is, IPv6 as its /64 network; other text unchanged. */
export function clientAddressKey(address: string): string {
  const ip = parseIp(address);
  if (!ip) return address;
  if (ip.version === 4) return ipv4Text(ip.value);
  // ::ffff:0:0/96
  if (ip.value >> 32n === 0xffffn) return ipv4Text(ip.value & LOW_32_BITS);
  const network = ip.value & ~LOW_64_BITS;
  const groups = [112n, 96n, 80n, 64n].map((shift) => ((network >> shift) & 0xffffn).toString(16));
  return `${groups.join(':')}::/64`;
}

/** The request's client as address-based limits count it (request.ip honours TRUST_PROXY). */
export function clientKeyOf(request: FastifyRequest): string {
  return clientAddressKey(request.ip);
}

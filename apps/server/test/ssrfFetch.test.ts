// The guarded fetch against real local HTTP servers, with host names resolved by a stub instead
// of DNS: refusals before and while connecting, redirects checked hop by hop, the allow-list, the
// time and size limits.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type * as undici from 'undici';
import { fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAllowList } from '../src/net/addressPolicy';
import { createGuardedFetch, MAX_REDIRECTS, type ResolvedAddress } from '../src/net/guardedFetch';

// Spied on: requests go through undici's request API, not its WHATWG fetch.
vi.mock('undici', async (importOriginal) => {
  const actual = await importOriginal<typeof undici>();
  return { ...actual, fetch: vi.fn(actual.fetch) };
});

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let port: number;
const seen: Seen[] = [];

/** Host names of the tests and what the stub resolves them to. */
const HOSTS: Record<string, ResolvedAddress[]> = {
  'app.test': [{ address: '127.0.0.1', family: 4 }],
  'other.test': [{ address: '127.0.0.1', family: 4 }],
  'evil.test': [{ address: '127.0.0.1', family: 4 }],
  'mixed.test': [
    { address: '93.184.216.34', family: 4 },
    { address: '10.0.0.7', family: 4 },
  ],
  'v6.test': [{ address: '::ffff:169.254.169.254', family: 6 }],
};
const resolved: string[] = [];

async function resolveHost(host: string): Promise<ResolvedAddress[]> {
  resolved.push(host);
  const addresses = HOSTS[host];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return addresses;
}

function guarded(allowed: string[], maxBytes = 1024 * 1024) {
  return createGuardedFetch({ allowList: createAllowList(allowed), maxBytes, resolveHost });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const url = new URL(request.url ?? '/', 'http://x');
      const to = url.searchParams.get('to');
      if (url.pathname === '/redirect' && to) {
        response.writeHead(Number(url.searchParams.get('status') ?? 302), { location: to }).end();
      } else if (url.pathname.startsWith('/loop/')) {
        response.writeHead(302, { location: `/loop/${Number(url.pathname.slice(6)) + 1}` }).end();
      } else if (url.pathname === '/big') {
        response.writeHead(200, url.searchParams.has('length') ? { 'content-length': '4096' } : {});
        response.end('x'.repeat(4096));
      } else if (url.pathname === '/cut') {
        // Half an answer, then the connection breaks once that half is out.
        response.writeHead(200);
        response.write('first half', () => response.socket?.destroy());
      } else if (url.pathname === '/silent') {
        // Never answers; the client's time limit ends the exchange.
      } else if (url.pathname === '/gzip') {
        response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('gzipped hello'));
      } else if (url.pathname === '/br') {
        response.writeHead(200, { 'content-encoding': 'br' }).end(brotliCompressSync('brotli hello'));
      } else if (url.pathname === '/empty') {
        response.writeHead(204).end();
      } else {
        response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(`hello from ${request.headers.host}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const requestsDuring = async (work: () => Promise<unknown>) => {
  const before = seen.length;
  await work().catch(() => undefined);
  return seen.length - before;
};

describe('refusals before connecting', () => {
  const { fetch } = guarded([]);

  it.each([
    ['ftp://example.com/file', 'Refused to fetch ftp://example.com/file: only http and https are allowed, not ftp.'],
    ['file:///etc/passwd', 'Refused to fetch file:///etc/passwd: only http and https are allowed, not file.'],
    ['not a url', 'Refused to fetch "not a url": it is not a valid URL.'],
  ])('%s', async (url, message) => {
    await expect(fetch(url)).rejects.toThrow(message);
  });

  it.each([
    ['http://127.0.0.1:PORT/', '127.0.0.1 is a loopback address (this server)'],
    ['http://2130706433:PORT/', '127.0.0.1 is a loopback address (this server)'],
    ['http://0x7f.1:PORT/', '127.0.0.1 is a loopback address (this server)'],
    ['http://[::1]:PORT/', '[::1] is a loopback address (this server)'],
    ['http://[::ffff:127.0.0.1]:PORT/', '[::ffff:7f00:1] is a loopback address (this server)'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a link-local address (where cloud metadata services answer)'],
    ['http://10.0.0.1/', '10.0.0.1 is a private network address'],
    ['http://192.168.1.1/', '192.168.1.1 is a private network address'],
    ['http://172.16.5.4/', '172.16.5.4 is a private network address'],
    ['http://100.64.1.1/', '100.64.1.1 is a carrier-grade NAT address'],
    ['http://0.0.0.0:PORT/', '0.0.0.0 is an unspecified address'],
    ['http://[fd00::1]/', '[fd00::1] is a unique local IPv6 address'],
    ['http://[fe80::1]/', '[fe80::1] is a link-local address (where cloud metadata services answer)'],
    ['http://224.0.0.1/', '224.0.0.1 is a multicast address'],
  ])('an address: %s', async (template, reason) => {
    const url = template.replace('PORT', String(port));
    let error: unknown;
    expect(await requestsDuring(() => fetch(url).catch((caught: unknown) => Promise.reject((error = caught))))).toBe(0);
    expect((error as Error).message).toBe(`Refused to fetch ${new URL(url).href}: ${reason}. An administrator can allow it with FETCH_ALLOWED_HOSTS.`);
  });

  it.each(['localhost', 'LocalHost.', 'api.localhost', 'metadata.google.internal', 'metadata'])('a host name: %s, without resolving it', async (host) => {
    resolved.length = 0;
    const url = new URL(`http://${host}:${port}/`).href;
    await expect(fetch(url)).rejects.toThrow(`Refused to fetch ${url}: ${new URL(url).hostname} names this server or a cloud metadata service. An administrator can allow it with FETCH_ALLOWED_HOSTS.`);
    expect(resolved).toEqual([]);
  });
});

describe('refusals while connecting', () => {
  const { fetch } = guarded([]);

  it('refuses a host name that resolves to 127.0.0.1, and sends nothing', async () => {
    const url = `http://evil.test:${port}/secret`;
    expect(await requestsDuring(() => fetch(url))).toBe(0);
    await expect(fetch(url)).rejects.toThrow(
      `Refused to fetch ${url}: evil.test resolves to 127.0.0.1, which is a loopback address (this server). An administrator can allow it with FETCH_ALLOWED_HOSTS.`,
    );
  });

  it('refuses a name when any of its addresses is private, and IPv4-mapped metadata addresses', async () => {
    await expect(fetch('http://mixed.test/')).rejects.toThrow('mixed.test resolves to 10.0.0.7, which is a private network address');
    await expect(fetch('http://v6.test/')).rejects.toThrow('v6.test resolves to ::ffff:169.254.169.254, which is a link-local address');
  });

  it('says when a name does not resolve', async () => {
    await expect(fetch('http://nowhere.test/')).rejects.toThrow('Cannot fetch http://nowhere.test/: the host name nowhere.test could not be resolved.');
  });
});

describe('the allow-list', () => {
  it('lets an allowed address through, connecting to the address that was checked', async () => {
    const { fetch, close } = guarded(['127.0.0.1']);
    const response = await fetch(`http://app.test:${port}/hello`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(`hello from app.test:${port}`);
    expect(response.url).toBe(`http://app.test:${port}/hello`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(seen.at(-1)?.headers['user-agent']).toContain('WorkflowServer');
    const literal = await fetch(`http://127.0.0.1:${port}/`);
    expect(await literal.text()).toBe(`hello from 127.0.0.1:${port}`);
    await close();
  });

  it('lets an allowed host name through whatever it resolves to, and nothing else', async () => {
    const { fetch, close } = guarded(['app.test']);
    expect((await fetch(`http://app.test:${port}/`)).status).toBe(200);
    await expect(fetch(`http://other.test:${port}/`)).rejects.toThrow('other.test resolves to 127.0.0.1');
    await close();
  });

  it('says when an allowed server refuses the connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { fetch, close } = guarded(['127.0.0.1']);
    await expect(fetch(`http://127.0.0.1:${closedPort}/`)).rejects.toThrow(new RegExp(`^Cannot fetch http://127.0.0.1:${closedPort}/: .*ECONNREFUSED`));
    await close();
  });
});

describe('redirects', () => {
  const { fetch } = guarded(['app.test', 'other.test']);
  const at = (path: string, host = 'app.test') => `http://${host}:${port}${path}`;
  const redirect = (to: string, status = 302) => at(`/redirect?status=${status}&to=${encodeURIComponent(to)}`);

  it('checks every target: a redirect to a private address is refused before it is requested', async () => {
    for (const [target, reason] of [
      [`http://127.0.0.1:${port}/`, '127.0.0.1 is a loopback address'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a link-local address'],
      [`http://localhost:${port}/`, 'localhost names this server'],
      [`http://evil.test:${port}/`, 'evil.test resolves to 127.0.0.1'],
      ['file:///etc/passwd', 'only http and https are allowed'],
    ] as const) {
      const before = seen.length;
      await expect(fetch(redirect(target))).rejects.toThrow(reason);
      expect(seen.length - before).toBe(1);
    }
  });

  it('follows allowed redirects and reports where it ended', async () => {
    const response = await fetch(redirect('/hello', 301));
    expect(await response.text()).toBe(`hello from app.test:${port}`);
    expect(response).toMatchObject({ url: at('/hello'), redirected: true });
  });

  it(`stops after ${MAX_REDIRECTS} redirects`, async () => {
    await expect(fetch(at('/loop/0'))).rejects.toThrow(`Stopped fetching ${at(`/loop/${MAX_REDIRECTS}`)}: more than ${MAX_REDIRECTS} redirects.`);
  });

  it('continues a 303 as a GET without the body, and keeps credentials on their origin', async () => {
    await fetch(redirect(at('/after', 'other.test'), 303), { method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer secret' } });
    const [post, get] = seen.slice(-2);
    expect(post).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { authorization: 'Bearer secret' } });
    expect(get).toMatchObject({ method: 'GET', url: '/after', body: '' });
    expect(get?.headers.authorization).toBeUndefined();
    expect(get?.headers['content-type']).toBeUndefined();
  });

  it('sends the keys services take in headers of their own only to their origin, and plain headers on', async () => {
    const keys = { 'x-api-key': 'needle-key', 'sgai-apikey': 'scrapegraph-key', Token: 'AstraCS:token', 'x-goog-api-key': 'youtube-key', 'api-key': 'azure-key' };
    const plain = { Accept: 'application/json', 'Accept-Language': 'zh-CN', 'User-Agent': 'flow/1' };
    await fetch(redirect('/same'), { headers: { ...keys, ...plain } });
    expect(seen.at(-1)?.headers).toMatchObject({ 'x-api-key': 'needle-key', 'sgai-apikey': 'scrapegraph-key', token: 'AstraCS:token', 'x-goog-api-key': 'youtube-key', 'api-key': 'azure-key' });
    await fetch(redirect(at('/elsewhere', 'other.test')), { headers: { ...keys, ...plain } });
    const elsewhere = seen.at(-1);
    expect(elsewhere).toMatchObject({ url: '/elsewhere', headers: { accept: 'application/json', 'accept-language': 'zh-CN', 'user-agent': 'flow/1' } });
    for (const name of Object.keys(keys)) expect(elsewhere?.headers[name.toLowerCase()]).toBeUndefined();
  });

  it('keeps the method and body through a 307', async () => {
    await fetch(redirect('/kept', 307), { method: 'PUT', body: 'data' });
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', url: '/kept', body: 'data' });
  });

  it('hands over the redirect itself when asked to', async () => {
    const response = await fetch(redirect('http://169.254.169.254/'), { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://169.254.169.254/');
  });
});

describe('limits', () => {
  it('stops reading a body past the size limit', async () => {
    const { fetch, close } = guarded(['127.0.0.1'], 1024);
    const streamed = await fetch(`http://127.0.0.1:${port}/big`);
    await expect(streamed.text()).rejects.toThrow(`Stopped reading http://127.0.0.1:${port}/big: the answer is larger than 1 KB.`);
    await expect(fetch(`http://127.0.0.1:${port}/big?length`)).rejects.toThrow('the answer is larger than 1 KB.');
    await expect((await fetch(`http://127.0.0.1:${port}/big`, { maxBytes: 10_000 })).text()).rejects.toThrow('larger than 1 KB');
    await close();
  });

  it('hands on what arrived of a body, then fails its reader when the connection breaks', async () => {
    const { fetch, close } = guarded(['127.0.0.1']);
    const reader = (await fetch(`http://127.0.0.1:${port}/cut`)).body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('first half');
    await expect(reader.read()).rejects.toThrow('other side closed');
    await close();
  });

  it('lets a request lower the size limit', async () => {
    const { fetch, close } = guarded(['127.0.0.1'], 8192);
    expect((await (await fetch(`http://127.0.0.1:${port}/big`)).text()).length).toBe(4096);
    await expect((await fetch(`http://127.0.0.1:${port}/big`, { maxBytes: 2048 })).text()).rejects.toThrow('larger than 2 KB');
    await close();
  });

  it('gives up when no answer comes in time', async () => {
    const { fetch, close } = guarded(['127.0.0.1']);
    await expect(fetch(`http://127.0.0.1:${port}/silent`, { timeoutMs: 100 })).rejects.toThrow(`Cannot fetch http://127.0.0.1:${port}/silent: no complete answer within 0.1 s.`);
    await close();
  });

  it('stops when the caller cancels, as a cancellation', async () => {
    const { fetch, close } = guarded(['127.0.0.1']);
    const controller = new AbortController();
    const pending = fetch(`http://127.0.0.1:${port}/silent`, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await close();
  });

  it('stops its time limit once the answer was read, failed or cancelled, so no timer outlives the request', async () => {
    const { fetch, close } = guarded(['127.0.0.1']);
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = timers();
    const hour = { timeoutMs: 3_600_000 };
    expect((await (await fetch(`http://127.0.0.1:${port}/big`, hour)).text()).length).toBe(4096);
    await expect((await fetch(`http://127.0.0.1:${port}/big`, { ...hour, maxBytes: 2048 })).text()).rejects.toThrow('larger than 2 KB');
    await (await fetch(`http://127.0.0.1:${port}/big`, hour)).body?.cancel();
    await expect(fetch(`http://127.0.0.1:${port}/redirect?to=http://evil.test/`, hour)).rejects.toThrow();
    expect((await fetch(`http://127.0.0.1:${port}/empty`, hour)).status).toBe(204);
    // At most as many: a keep-alive timer of an earlier test's closed connection may end meanwhile.
    expect(timers()).toBeLessThanOrEqual(before);
    await close();
  });

  it('answers bodiless statuses without a body', async () => {
    const { fetch, close } = guarded(['127.0.0.1']);
    const response = await fetch(`http://127.0.0.1:${port}/empty`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    await close();
  });
});

describe('requests and answers as fetch makes them', () => {
  it('sends fetch’s default headers and a text body’s content type, without WHATWG fetch', async () => {
    const { fetch, close } = guarded(['127.0.0.1']);
    const before = seen.length;
    expect(await (await fetch(`http://127.0.0.1:${port}/hello?q=1#part`, { method: 'POST', body: 'text' })).text()).toBe(`hello from 127.0.0.1:${port}`);
    expect(seen[before]).toMatchObject({
      method: 'POST',
      url: '/hello?q=1',
      body: 'text',
      headers: { accept: '*/*', 'accept-encoding': 'gzip, deflate', 'content-type': 'text/plain;charset=UTF-8', 'content-length': '4', 'user-agent': expect.stringContaining('WorkflowServer') },
    });
    expect(undiciFetch).not.toHaveBeenCalled();
    await close();
  });

  it('decodes compressed answers', async () => {
    const { fetch, close } = guarded(['127.0.0.1']);
    expect(await (await fetch(`http://127.0.0.1:${port}/gzip`)).text()).toBe('gzipped hello');
    expect(await (await fetch(`http://127.0.0.1:${port}/br`, { headers: { 'Accept-Encoding': 'br' } })).text()).toBe('brotli hello');
    await close();
  });

  it('refuses what fetch refuses before sending it', async () => {
    const { fetch, close } = guarded(['127.0.0.1']);
    expect(await requestsDuring(() => fetch(`http://127.0.0.1:${port}/`, { method: 'GET', body: 'x' }))).toBe(0);
    await expect(fetch(`http://user:secret@127.0.0.1:${port}/`)).rejects.toThrow('Cannot fetch');
    await close();
  });
});

// Last, so the timers its second server leaves behind are not counted by the time-limit test above.
describe('the allow-list with ports', () => {
  it('opens only the port of an entry with one: names, literal addresses and redirects to the machine’s other ports are refused', async () => {
    const second = createServer((_request, response) => response.end('second service'));
    await new Promise<void>((resolve) => second.listen(0, '127.0.0.1', resolve));
    const secondPort = (second.address() as AddressInfo).port;
    for (const allowed of [[`127.0.0.1:${port}`], [`app.test:${port}`]]) {
      const { fetch, close } = guarded(allowed);
      expect(await (await fetch(`http://app.test:${port}/`)).text()).toBe(`hello from app.test:${port}`);
      expect(
        await requestsDuring(async () => {
          await expect(fetch(`http://app.test:${secondPort}/`)).rejects.toThrow('app.test resolves to 127.0.0.1');
          await expect(fetch(`http://127.0.0.1:${secondPort}/`)).rejects.toThrow('127.0.0.1 is a loopback address');
          await expect(fetch(`http://app.test:${port}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${secondPort}/`)}`)).rejects.toThrow('127.0.0.1 is a loopback address');
        }),
      ).toBe(1);
      await close();
    }
    // A plain entry still opens every port.
    const { fetch, close } = guarded(['127.0.0.1']);
    expect(await (await fetch(`http://app.test:${secondPort}/`)).text()).toBe('second service');
    await close();
    second.closeAllConnections();
    await new Promise((resolve) => second.close(resolve));
  });
});

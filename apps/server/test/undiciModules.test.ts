// guardedFetch loads undici's Agent and request API alone with its first request: undici's entry
// would load fetch, WebSocket, the cache and the mock agents too, about 2.8 MiB more heap for the
// server's life (issue 19).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { createAllowList } from '../src/net/addressPolicy';
import { createGuardedFetch } from '../src/net/guardedFetch';

const undiciFiles = () =>
  Object.keys(createRequire(import.meta.url).cache)
    .map((file) => /[\\/]node_modules[\\/]undici[\\/](.+)$/.exec(file)?.[1]?.replaceAll('\\', '/'))
    .filter((file) => file !== undefined);

it('answers its first request having loaded undici’s agent and request API, not its entry', async () => {
  const server = createServer((_request, response) => response.end('hello'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const guarded = createGuardedFetch({ allowList: createAllowList(['127.0.0.1']), maxBytes: 1024, resolveHost: async () => [{ address: '127.0.0.1', family: 4 }] });
  try {
    expect(undiciFiles()).toEqual([]);
    const response = await guarded.fetch(`http://127.0.0.1:${port}/`);
    expect(await response.text()).toBe('hello');
    const loaded = undiciFiles();
    expect(loaded).toEqual(expect.arrayContaining(['lib/dispatcher/agent.js', 'lib/api/api-request.js']));
    expect(loaded.filter((file) => file === 'index.js' || file.startsWith('lib/web/'))).toEqual([]);
  } finally {
    await guarded.close();
    await new Promise((resolve) => server.close(resolve));
  }
});

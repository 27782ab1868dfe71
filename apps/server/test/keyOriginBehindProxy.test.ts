// A key bound to a site behind the shipped reverse proxy (TRUST_PROXY, deploy/nginx.conf, which
// passes X-Forwarded-Host on as the browser sent it): a page elsewhere naming its own site in
// X-Forwarded-Host (a header any page's fetch may add; the preflight allows it) is still another
// site, while the embedded chat page of this server stays allowed, by its Host or, where the proxy
// rewrites Host, by the browser's Sec-Fetch-Site.
import { ErrorCode } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../src/testing';
import { userApi } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue } from './support/flows';
import { createKey } from './support/keys';
import { publish } from './support/store';

const PUBLIC_HOST = 'ai.example.com';

describe('a bound channel code behind a reverse proxy', () => {
  let server: TestServer;
  let storeId: string;
  let code: string;

  beforeAll(async () => {
    server = await createTestServer({ database: 'sqlite', env: { TRUST_PROXY: '1' } });
    const dev = await userApi(server, 'proxy-dev');
    const flow = await createFlow(dev, chatPromptGraph(await fetchCatalogue(dev)));
    storeId = await publish(dev, flow.id);
    code = (await createKey(dev, storeId, { is_channel: true, domain: 'shop.example' })).api_key;
  });
  afterAll(() => server.close());

  /** The embedded page's store read as the proxy hands it on: Host the public name, the scheme https. */
  const storeInfo = (headers: Record<string, string>) =>
    server.app.inject({ method: 'GET', url: `/api/v1/rest/${storeId}`, headers: { host: PUBLIC_HOST, 'x-forwarded-proto': 'https', 'x-api-key': code, ...headers } });

  it('refuses a page of another site that names itself in X-Forwarded-Host', async () => {
    const answer = await storeInfo({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'sec-fetch-site': 'cross-site' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: ErrorCode.FORBIDDEN });
    expect(answer.body).not.toContain(storeId);
  });

  it('serves the bound site, and this server’s own chat page by its Host or its Sec-Fetch-Site', async () => {
    expect((await storeInfo({ origin: 'https://shop.example', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(200);
    expect((await storeInfo({ origin: `https://${PUBLIC_HOST}` })).statusCode).toBe(200);
    // A proxy that rewrites Host to the upstream's name: the browser says the call is same-origin.
    expect((await storeInfo({ host: 'server:7860', 'x-forwarded-host': PUBLIC_HOST, origin: `https://${PUBLIC_HOST}`, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });
});

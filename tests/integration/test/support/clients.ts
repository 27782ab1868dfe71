// The api-client as the integration tests use it against a test server: quick retries, so a test
// waits for no backoff, and a session of its own.
import { createApiClient, createMemoryTokenStore, type ApiClient } from '@app/api-client';
import type { TestServer } from '@app/server/testing';

/** A signed-out client of `server`. */
export function testClient(server: TestServer): ApiClient {
  return createApiClient({ baseUrl: server.url, tokenStore: createMemoryTokenStore(), retry: { baseDelayMs: 10, maxDelayMs: 20 } });
}

/** A client of `server` signed in as its administrator. */
export async function adminClient(server: TestServer): Promise<ApiClient> {
  const client = testClient(server);
  await client.auth.login({ username: server.admin.username, password: server.admin.password });
  return client;
}

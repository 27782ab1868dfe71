// A program that needs a few domains makes them from one core: they share its session, so a login
// through one domain signs the calls of the others, and a domain made later still follows it.
import { describe, expect, it } from 'vitest';
import { createApiCore, createAuthApi, createFlowsApi, createUsersApi } from '../src/index';
import { envelope, serverPerTest, user } from './httpServer';

const server = serverPerTest();

describe('domains made from one core', () => {
  it('share its session: a login through auth signs users and a domain made afterwards', async () => {
    server().on('POST', '/api/v1/login', () => envelope({ access_token: 'A1', refresh_token: 'R1', token_type: 'bearer' }));
    server().on('GET', '/api/v1/users/whoami', () => envelope(user()));
    server().on('GET', '/api/v1/flows/', () => envelope([]));
    const core = createApiCore({ baseUrl: server().url });
    const auth = createAuthApi(core.context);
    const users = createUsersApi(core.context);
    await auth.login({ username: 'alice', password: 'secret', remember_me: false });
    await users.whoami();
    await createFlowsApi(core.context).list();
    expect(core.tokenStore.getAccess()).toBe('A1');
    expect(server().hits('GET', '/api/v1/users/whoami')[0]?.headers.authorization).toBe('Bearer A1');
    expect(server().hits('GET', '/api/v1/flows/')[0]?.headers.authorization).toBe('Bearer A1');
  });
});

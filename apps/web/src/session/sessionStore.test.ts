import { ROLE_DEV, type UserRead } from '@app/api-client';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, developerUser } from '../test/fakeServices';
import { createSessionStore, type SessionApi } from './sessionStore';

function setup({ token = true, user = adminUser as UserRead | Error, logoutFails = false, autoLogin = false } = {}) {
  let signedIn = token;
  const api: SessionApi = {
    auth: {
      autoLogin: vi.fn(async () => {
        if (!autoLogin) throw new Error('400');
        signedIn = true;
      }),
      login: vi.fn(async () => undefined),
      logout: vi.fn(async () => {
        if (logoutFails) throw new Error('offline');
      }),
    },
    users: {
      whoami: vi.fn(async () => {
        if (user instanceof Error) throw user;
        return user;
      }),
    },
  };
  const clearTokens = vi.fn();
  const store = createSessionStore({ api, hasSession: () => signedIn, clearTokens, autoLoginOn: async () => autoLogin });
  return { api, clearTokens, store };
}

describe('session store', () => {
  it('starts as checking and becomes anonymous without a token when the server does not sign in automatically, without asking whoami', async () => {
    const { api, store } = setup({ token: false });
    expect(store.getState().status).toBe('checking');
    await store.getState().restore();
    expect(store.getState()).toMatchObject({ status: 'anonymous', user: null, isAdmin: false });
    expect(api.users.whoami).not.toHaveBeenCalled();
    // The server said the mode is off: no call that would answer 400 (and show in the browser's console).
    expect(api.auth.autoLogin).not.toHaveBeenCalled();
  });

  it('signs in automatically without a token when the server is in AUTO_LOGIN mode', async () => {
    const { api, store } = setup({ token: false, autoLogin: true });
    await store.getState().restore();
    expect(api.auth.autoLogin).toHaveBeenCalledOnce();
    expect(store.getState()).toMatchObject({ status: 'authenticated', user: adminUser, isAdmin: true });
  });

  it('restores the user of a stored token and sets the admin flag', async () => {
    const { store } = setup();
    await store.getState().restore();
    expect(store.getState()).toMatchObject({ status: 'authenticated', user: adminUser, isAdmin: true });
  });

  it('drops a token that whoami refuses', async () => {
    const { store, clearTokens } = setup({ user: new Error('401') });
    await store.getState().restore();
    expect(store.getState().status).toBe('anonymous');
    expect(clearTokens).toHaveBeenCalled();
  });

  it('logs in, then loads the user', async () => {
    const { api, store } = setup({ token: false, user: developerUser });
    const user = await store.getState().login({ username: 'dev', password: 'secret1', remember_me: true });
    expect(api.auth.login).toHaveBeenCalledWith({ username: 'dev', password: 'secret1', remember_me: true });
    expect(user.role).toBe(ROLE_DEV);
    expect(store.getState()).toMatchObject({ status: 'authenticated', isAdmin: false });
  });

  it('clears user, tokens and admin flag on logout, even when the server cannot be reached', async () => {
    const { store, clearTokens } = setup({ logoutFails: true });
    await store.getState().restore();
    await store.getState().logout();
    expect(store.getState()).toMatchObject({ status: 'signedOut', user: null, isAdmin: false });
    expect(clearTokens).toHaveBeenCalled();
  });

  it('reloads the signed-in user on request, and keeps the shown one when that fails', async () => {
    const { api, store } = setup();
    await store.getState().restore();
    const renamed = { ...adminUser, name: '新昵称' };
    vi.mocked(api.users.whoami).mockResolvedValueOnce(renamed).mockRejectedValueOnce(new Error('offline'));
    await store.getState().refreshUser();
    expect(store.getState().user).toEqual(renamed);
    await store.getState().refreshUser();
    expect(store.getState()).toMatchObject({ status: 'authenticated', user: renamed });
  });

  it('does not sign anyone in when asked to reload without a session', async () => {
    const { api, store } = setup({ token: false });
    await store.getState().restore();
    await store.getState().refreshUser();
    expect(api.users.whoami).not.toHaveBeenCalled();
    expect(store.getState().status).toBe('anonymous');
  });

  it('expires a live session but leaves a signed-out one alone', async () => {
    const { store } = setup();
    await store.getState().restore();
    store.getState().expire();
    expect(store.getState()).toMatchObject({ status: 'anonymous', user: null });
    await store.getState().logout();
    store.getState().expire();
    expect(store.getState().status).toBe('signedOut');
  });
});

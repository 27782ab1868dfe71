import type { LoginForm, UserRead } from '@app/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isAdmin } from '@app/api-client';

/** The calls the session needs; the real API client satisfies it, stories and tests pass fakes. */
export interface SessionApi {
  /** `autoLogin`: the server's AUTO_LOGIN call; it rejects when the mode is off (asked only when on). */
  auth: { login(form: LoginForm): Promise<unknown>; logout(): Promise<unknown>; autoLogin(): Promise<unknown> };
  users: { whoami(): Promise<UserRead> };
}

export interface SessionDeps {
  api: SessionApi;
  /**
   * Whether a session exists (spec/1 section 4: "authenticated" starts from the access-token cookie;
   * that cookie is httpOnly, so the server's signed-in marker cookie stands for it).
   */
  hasSession(): boolean;
  clearTokens(): void;
  /** Whether the server is in AUTO_LOGIN mode: the call is made only then, as it answers 400 otherwise. */
  autoLoginOn(): Promise<boolean>;
}

/**
 * checking: the stored token is being verified; signedOut: the user logged out on purpose (the
 * login screen then opens without a redirect back); anonymous: never signed in or the session ended.
 */
export type SessionStatus = 'checking' | 'authenticated' | 'anonymous' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  user: UserRead | null;
  isAdmin: boolean;
  /** Verifies a stored token with whoami, or signs in automatically in AUTO_LOGIN mode; run once at start-up. */
  restore(): Promise<void>;
  /** Signs in and loads the user; rejects with the client's error when the server refuses. */
  login(form: LoginForm): Promise<UserRead>;
  logout(): Promise<void>;
  /** Reloads the signed-in user, e.g. after they changed their nickname or avatar. */
  refreshUser(): Promise<void>;
  /** Drops the session without calling the server (the client gave up on the tokens). */
  expire(): void;
}

export type SessionStore = StoreApi<SessionState>;

const signedOut = { user: null, isAdmin: false } as const;

export function createSessionStore({ api, hasSession, clearTokens, autoLoginOn }: SessionDeps): SessionStore {
  return createStore<SessionState>()((set, get) => {
    const signIn = (user: UserRead) => set({ status: 'authenticated', user, isAdmin: isAdmin(user) });
    const signedInAutomatically = async () => (await autoLoginOn()) && api.auth.autoLogin().then(() => true, () => false);

    return {
      status: 'checking',
      ...signedOut,
      async restore() {
        // Without a session, a single-user server (AUTO_LOGIN) signs the console in.
        if (!hasSession() && !(await signedInAutomatically())) {
          set({ status: 'anonymous', ...signedOut });
          return;
        }
        set({ status: 'checking' });
        try {
          signIn(await api.users.whoami());
        } catch {
          clearTokens();
          set({ status: 'anonymous', ...signedOut });
        }
      },
      async login(form) {
        await api.auth.login(form);
        const user = await api.users.whoami();
        signIn(user);
        return user;
      },
      async logout() {
        try {
          await api.auth.logout();
        } catch {
          // The local session ends either way; an unreachable server must not keep the user signed in.
        } finally {
          clearTokens();
          set({ status: 'signedOut', ...signedOut });
        }
      },
      async refreshUser() {
        if (get().status !== 'authenticated') return;
        try {
          const user = await api.users.whoami();
          if (get().status === 'authenticated') signIn(user);
        } catch {
          // The change itself succeeded; the shown user stays as it was until the next whoami. A
          // refused token is handled by the client (refresh, or expire()).
        }
      },
      expire() {
        if (get().status === 'anonymous' || get().status === 'signedOut') return;
        clearTokens();
        set({ status: 'anonymous', ...signedOut });
      },
    };
  });
}

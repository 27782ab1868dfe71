// In-memory stand-ins for the API, shared by component tests and stories.
import { createMemoryAdminApi } from '@app/admin-ui/testing';
import type { AppChatApi } from '@app/chat-ui';
import { createMemoryAppChatApi, type MemoryAppChatOptions } from '@app/chat-ui/testing';
import { createMemoryMarketplaceApi, type MemoryMarketplaceOptions } from '@app/marketplace-ui/testing';
import { createMemoryBuildTransport, createMemoryFlowEditorApi } from '@app/flow-editor/testing';
import { BuildClient } from '@app/build-runner';
import { isAdmin, ROLE_ADMIN, ROLE_DEV, ROLE_USER, type ConfigResponse, type LoginForm, type UserRead } from '@app/api-client';
import { createServerInfoStore } from '../app/serverInfoStore';
import type { AccountApi, AppServices, ShellApi } from '../app/services';
import type { WorkspaceServices } from '../app/workspaceServices';
import { createNotificationStore } from '../notifications/notificationStore';
import { createSessionStore } from '../session/sessionStore';
import { createFakeAccountApi } from './fakeAccountApi';

function user(id: string, username: string, name: string, role: number): UserRead {
  return {
    id,
    username,
    name,
    email: `${username}@example.com`,
    telephone: null,
    profile_image: null,
    role,
    is_active: true,
    user_groups: [],
    user_group_ids: [],
    created_at: '2025-01-01T00:00:00Z',
    last_login_at: null,
  };
}

export const adminUser = user('00000000-0000-0000-0000-000000000001', 'admin', '系统管理员', ROLE_ADMIN);
export const developerUser = user('00000000-0000-0000-0000-000000000002', 'dev', '李开发', ROLE_DEV);
export const normalUser = user('00000000-0000-0000-0000-000000000003', 'user', '王小明', ROLE_USER);

export const fakeConfig = {
  frontend_timeout: 0,
  auto_saving: true,
  auto_saving_interval: 1000,
  health_check_max_retries: 5,
  max_file_size_upload: 100,
  feature_flags: {},
  webhook_polling_interval: 5000,
  event_delivery: 'streaming',
  registration_mode: 'open',
  auto_login: false,
  help_url: 'https://docs.example.com',
  social_url: 'https://example.com/official-account',
} as ConfigResponse;

export interface FakeServicesOptions {
  /** Signed in as this user; null or absent means anonymous. */
  user?: UserRead | null;
  /** The user a successful login signs in as. */
  loginAs?: UserRead;
  login?: (form: LoginForm) => Promise<unknown>;
  config?: ConfigResponse | null;
  version?: string | null;
  health?: () => Promise<Record<string, string>>;
  /** Replaces single self-service account calls (see fakeAccountApi.ts for the defaults). */
  account?: Partial<AccountApi>;
  /** The in-memory marketplace's apps and failures. */
  marketplace?: MemoryMarketplaceOptions;
  /** The in-memory app behind every chat (the same for /chat/bot and the developer preview). */
  appChat?: MemoryAppChatOptions;
  /** The server runs in AUTO_LOGIN mode: the console signs in as `loginAs` without the sign-in screen. */
  autoLogin?: boolean;
}

/** The app's services with the workspace services at hand, for tests to seed and replace. */
export type FakeServices = AppServices & WorkspaceServices;

export function createFakeServices(options: FakeServicesOptions = {}): FakeServices {
  let current: UserRead | null = options.user ?? null;
  const loginAs = options.loginAs ?? adminUser;
  const config = options.config === undefined ? { ...fakeConfig, auto_login: options.autoLogin === true } : options.config;
  const version = options.version === undefined ? '1.0.0' : options.version;
  const api: ShellApi = {
    auth: {
      login: async (form) => {
        await (options.login ?? (async () => undefined))(form);
        current = loginAs;
      },
      logout: async () => {
        current = null;
      },
      autoLogin: async () => {
        if (!options.autoLogin) throw new Error('auto login is disabled');
        current = loginAs;
      },
    },
    users: {
      whoami: async () => {
        if (!current) throw new Error('not signed in');
        return current;
      },
      ...createFakeAccountApi({
        users: () => [adminUser, developerUser, normalUser, ...(current ? [current] : [])],
        current: () => current,
        registrationMode: () => config?.registration_mode ?? 'open',
        setCurrent: (user) => {
          current = user;
        },
      }),
      ...options.account,
    },
    system: {
      config: async () => {
        if (!config) throw new Error('unreachable');
        return config;
      },
      version: async () => ({ version: version ?? '', main_version: version ?? '', package: 'ai-flow-platform' }),
      healthCheck: options.health ?? (async () => ({ status: 'ok', db: 'ok' })),
    },
  };
  const serverInfo = createServerInfoStore(api);
  serverInfo.setState({ config, version, loaded: true });
  const session = createSessionStore({ api, hasSession: () => current !== null, clearTokens: () => {}, autoLoginOn: async () => config?.auto_login === true });
  session.setState({ status: current ? 'authenticated' : 'anonymous', user: current, isAdmin: isAdmin(current) });
  const flowEditor = createMemoryFlowEditorApi();
  const publicPlayground = {
    flow: (flowId: string) => flowEditor.flows.getPublic(flowId),
    build: new BuildClient({ transport: createMemoryBuildTransport() }),
  };
  const appChats = new Map<boolean, AppChatApi>();
  const appChat = (preview: boolean): AppChatApi => {
    const made = appChats.get(preview) ?? createMemoryAppChatApi(options.appChat);
    appChats.set(preview, made);
    return made;
  };
  return {
    api,
    admin: createMemoryAdminApi(),
    flowEditor,
    publicPlayground,
    marketplace: createMemoryMarketplaceApi(options.marketplace),
    appChat,
    // Read at each call, so that a test's replacement (or a copy's own fields) is what screens get.
    async workspace(this: FakeServices) {
      return { flowEditor: this.flowEditor, publicPlayground: this.publicPlayground, appChat: this.appChat, preloadEditor: this.preloadEditor };
    },
    // The in-memory calls answer at once: there is nothing to ask ahead (editorPreload.test.ts covers it).
    preloadEditor: () => undefined,
    session,
    hasSession: () => current !== null,
    serverInfo,
    notifications: createNotificationStore(),
    autoLogin: () => false,
  };
}

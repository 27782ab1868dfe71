// Who may change how a flow runs (tweaks, X-LANGFLOW-GLOBAL-VAR-* headers), and how those headers
// read as variables: pure decisions, no server.
import { ROLE_ADMIN, ROLE_DEV, ROLE_USER } from '@app/api-client';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../src/auth/authHook';
import { maySetRunSettings, requestVariablesOf } from '../src/run/runAccess';

const OWNER = 'owner-1';
const flow = { user_id: OWNER };
const signedIn = (userId: string, role = ROLE_DEV): Principal => ({ userId, username: userId, role, method: 'bearer' });
const withKey = (principal: Principal, isChannel: boolean): Principal => ({ ...principal, method: 'api_key', apiKey: { id: 'key-1', storeId: 'store-1', isChannel } });

describe('maySetRunSettings', () => {
  it('lets the owner and administrators set them, signed in or with their own API key', () => {
    expect(maySetRunSettings(signedIn(OWNER), flow)).toBe(true);
    expect(maySetRunSettings(signedIn('admin-1', ROLE_ADMIN), flow)).toBe(true);
    expect(maySetRunSettings(withKey(signedIn(OWNER), false), flow)).toBe(true);
    expect(maySetRunSettings(withKey(signedIn('admin-1', ROLE_ADMIN), false), flow)).toBe(true);
  });

  it('refuses channel codes, even the owner’s, and everyone else', () => {
    expect(maySetRunSettings(withKey(signedIn(OWNER), true), flow)).toBe(false);
    expect(maySetRunSettings(signedIn('someone', ROLE_USER), flow)).toBe(false);
    expect(maySetRunSettings(signedIn('developer', ROLE_DEV), flow)).toBe(false);
    expect(maySetRunSettings(withKey(signedIn('someone'), false), flow)).toBe(false);
  });

  it('refuses everyone for a flow without an owner (an example)', () => {
    expect(maySetRunSettings(signedIn('admin-1', ROLE_ADMIN), { user_id: null })).toBe(false);
  });
});

describe('requestVariablesOf', () => {
  it('reads X-LANGFLOW-GLOBAL-VAR-* headers in any case as upper-cased variables, and nothing else', () => {
    expect(
      requestVariablesOf({
        'x-langflow-global-var-openai_api_key': 'sk-1',
        'X-LANGFLOW-GLOBAL-VAR-Region': 'cn-hangzhou',
        'x-langflow-global-var-': 'no name',
        'x-api-key': 'sk-key',
        'content-type': 'application/json',
      }),
    ).toEqual({ OPENAI_API_KEY: 'sk-1', REGION: 'cn-hangzhou' });
  });
});

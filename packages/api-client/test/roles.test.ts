import { describe, expect, it } from 'vitest';
import { isAdmin, isDeveloper, isHealthy, isRefreshExempt, ROLE_ADMIN, ROLE_DEV, ROLE_USER, roleName } from '../src/index';

describe('roles', () => {
  it.each([
    [0, 'user'],
    [ROLE_USER, 'user'],
    [9, 'developer'],
    [ROLE_DEV, 'developer'],
    [17, 'admin'],
    [ROLE_ADMIN, 'admin'],
  ] as const)('role %i is %s', (role, name) => {
    expect(roleName(role)).toBe(name);
  });

  it('answers isAdmin and isDeveloper for users, and false without a user', () => {
    expect([isAdmin({ role: ROLE_ADMIN }), isAdmin({ role: ROLE_DEV }), isAdmin(null)]).toEqual([true, false, false]);
    expect([isDeveloper({ role: ROLE_ADMIN }), isDeveloper({ role: ROLE_DEV }), isDeveloper({ role: ROLE_USER }), isDeveloper(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('refresh-exempt paths', () => {
  it.each(['/health', '/api/v1/flows', '/api/v1/flows/', '/api/v2/flows?x=1', '/api/v1/logout', '/api/v1/refresh', '/api/v1/login', '/api/v1/auto_login'])(
    '%s is exempt',
    (path) => expect(isRefreshExempt(path)).toBe(true),
  );

  it.each(['/api/v1/flows/123', '/api/v1/users/whoami', '/api/v1/login/extra', '/health_check', '/api/v3/login', '/'])('%s is not', (path) =>
    expect(isRefreshExempt(path)).toBe(false),
  );
});

describe('isHealthy', () => {
  it('needs every value to be ok', () => {
    expect(isHealthy({ status: 'ok', chat: 'ok', db: 'ok' })).toBe(true);
    expect(isHealthy({ status: 'ok', db: 'error' })).toBe(false);
    expect(isHealthy({})).toBe(false);
  });
});

// Access tokens: signed, checked once while they last, refused once expired even when remembered.
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from '../src/auth/accessTokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

describe('access tokens', () => {
  it('are remembered after their first check, and refused once expired', async () => {
    let at = Date.now();
    const tokens = createAccessTokens(SECRET, () => at);
    const token = await tokens.sign({ id: 'user-1', role: 16, sessionId: 'session-1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    at += (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuse a token signed with another key or altered', async () => {
    const token = await createAccessTokens(`${SECRET}-other`).sign({ id: 'user-1', role: 16, sessionId: 'session-1' });
    const tokens = createAccessTokens(SECRET);
    expect(await tokens.verify(token)).toBeNull();
    const own = await tokens.sign({ id: 'user-1', role: 16, sessionId: 'session-1' });
    expect(await tokens.verify(own)).not.toBeNull();
    // A character inside the signature: the last one holds padding bits, and a change there can
    // decode to the same signature bytes.
    const at = own.lastIndexOf('.') + 5;
    const altered = `${own.slice(0, at)}${own[at] === 'A' ? 'B' : 'A'}${own.slice(at + 1)}`;
    expect(await tokens.verify(altered)).toBeNull();
  });
});

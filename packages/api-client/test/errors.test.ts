import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, ErrorCode, isApiError } from '../src/index';
import { errorFromBody } from '../src/apiError';
import { envelope, startServer, user, type TestServer } from './httpServer';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

const client = () => createApiClient({ baseUrl: server.url, retry: { baseDelayMs: 1, maxDelayMs: 1 } });

describe('envelope calls', () => {
  it('unwrap data when the code is 0', async () => {
    server.on('GET', '/api/v1/users/whoami', () => envelope(user(32)));
    expect(await client().users.whoami()).toEqual(user(32));
  });

  it('throw an ApiError with the code and msg when the code is not 0, even on HTTP 200', async () => {
    server.on('GET', '/api/v1/users/whoami', () => envelope(null, ErrorCode.USER_NOT_FOUND, 'user does not exist'));
    const error = await client()
      .users.whoami()
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'http', status: 200, code: ErrorCode.USER_NOT_FOUND, message: 'user does not exist' });
  });

  it('reject an answer without the envelope', async () => {
    server.on('GET', '/api/v1/users/whoami', () => ({ json: user() }));
    await expect(client().users.whoami()).rejects.toThrow(/envelope/);
  });
});

describe('Langflow-style calls', () => {
  it('return the plain JSON answer', async () => {
    server.on('GET', '/health', () => ({ json: { status: 'ok', chat: 'ok', db: 'ok' } }));
    expect(await client().system.health()).toEqual({ status: 'ok', chat: 'ok', db: 'ok' });
  });

  it('ask the console health path /health_check (spec/1 section 5)', async () => {
    server.on('GET', '/health_check', () => ({ json: { status: 'ok', db: 'ok' } }));
    expect(await client().system.healthCheck()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('throw an ApiError carrying detail', async () => {
    server.on('GET', '/api/v1/config', () => ({ status: 404, json: { detail: 'Config not found' } }));
    const error = (await client()
      .system.config()
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, detail: 'Config not found', message: 'Config not found', path: '/api/v1/config' });
    expect(error.code).toBeUndefined();
    expect(error.isAuthFailure).toBe(false);
  });

  it('reject malformed JSON but pass other content types through as text', async () => {
    server.on('GET', '/api/v1/version', () => ({ text: '{nope', contentType: 'application/json; charset=utf-8' }));
    await expect(client().system.version()).rejects.toMatchObject({ status: 200, message: 'The server answered with malformed JSON' });
    server.on('GET', '/api/v1/config', () => ({ text: 'plain words' }));
    await expect(client().request({ path: '/api/v1/config' })).resolves.toBe('plain words');
  });
});

describe('errorFromBody', () => {
  it('reads envelopes, details, text and empty bodies', () => {
    expect(errorFromBody(400, { code: 10003, msg: 'bad', data: null }, '/p')).toMatchObject({ code: 10003, message: 'bad' });
    expect(errorFromBody(422, { detail: [{ loc: ['body', 'name'], msg: 'required' }] }, '/p')).toMatchObject({
      detail: '[{"loc":["body","name"],"msg":"required"}]',
    });
    expect(errorFromBody(502, 'Bad Gateway', '/p')).toMatchObject({ message: 'Bad Gateway', code: undefined, detail: undefined });
    expect(errorFromBody(500, undefined, '/p')).toMatchObject({ message: 'HTTP 500', status: 500, path: '/p' });
    expect(errorFromBody(403, {}, '/p').isAuthFailure).toBe(true);
  });

  it('keeps the code and text parameters of a refused request beside its detail', () => {
    const body = { detail: '✖ Invalid UUID\n  → at id', code: 10003, params: { fields: 'id', ignored: 3 } };
    expect(errorFromBody(400, body, '/p')).toMatchObject({ code: 10003, params: { fields: 'id' }, detail: body.detail });
    expect(errorFromBody(400, { detail: 'x' }, '/p').params).toBeUndefined();
  });
});

import { API_KEY_REFUSAL, ErrorCode } from '@app/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createEmbedApi, EmbedRefused, refusalOf } from './embedApi';

describe('refusalOf', () => {
  it('tells a switched-off code, another site’s, an unknown one, a missing app and an outage apart', () => {
    expect(refusalOf(403, { code: ErrorCode.FORBIDDEN, msg: API_KEY_REFUSAL.DISABLED, data: null })).toBe('disabled');
    expect(refusalOf(403, { detail: API_KEY_REFUSAL.DISABLED })).toBe('disabled');
    expect(refusalOf(403, { code: ErrorCode.FORBIDDEN, msg: API_KEY_REFUSAL.OTHER_SITE })).toBe('site');
    expect(refusalOf(401, { code: ErrorCode.LOGIN_REQUIRED, msg: '请登录' })).toBe('invalid');
    expect(refusalOf(403, { code: ErrorCode.FORBIDDEN, msg: '权限不足' })).toBe('invalid');
    expect(refusalOf(200, { code: ErrorCode.PARAMETER_ERROR, msg: '应用不存在' })).toBe('missing');
    expect(refusalOf(502, null)).toBe('failed');
  });
});

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('createEmbedApi', () => {
  it('reads the store info with the code in x-api-key', async () => {
    const fetcher = vi.fn(async () => answer(200, { code: 0, msg: 'ok', data: { id: 's1', name: '茶艺顾问' } }));
    const api = createEmbedApi({ apiKey: 'sk-code', baseUrl: 'https://ai.example.com', fetch: fetcher });
    expect(await api.info('s1')).toMatchObject({ name: '茶艺顾问' });
    expect(fetcher).toHaveBeenCalledWith('https://ai.example.com/api/v1/rest/s1', { headers: { 'x-api-key': 'sk-code' } });
  });

  it('rejects with the refusal the answer means', async () => {
    const disabled = createEmbedApi({ apiKey: 'sk-off', fetch: async () => answer(403, { code: ErrorCode.FORBIDDEN, msg: API_KEY_REFUSAL.DISABLED, data: null }) });
    await expect(disabled.uiNode('s1')).rejects.toEqual(new EmbedRefused('disabled'));
    const down = createEmbedApi({ apiKey: 'sk-on', fetch: async () => Promise.reject(new TypeError('network')) });
    await expect(down.info('s1')).rejects.toMatchObject({ refusal: 'failed' });
  });

  it('asks for speech with the code in x-api-key and answers the PCM bytes', async () => {
    const fetcher = vi.fn(async () => new Response(new Uint8Array([1, 2, 3, 4]), { status: 200, headers: { 'content-type': 'audio/pcm' } }));
    const api = createEmbedApi({ apiKey: 'sk-code', baseUrl: 'https://ai.example.com', fetch: fetcher });
    const signal = new AbortController().signal;
    expect(new Uint8Array(await api.speech!({ flow_id: 'f1', text: '你好' }, signal))).toEqual(new Uint8Array([1, 2, 3, 4]));
    expect(fetcher).toHaveBeenCalledWith('https://ai.example.com/api/v1/voice/speech', {
      method: 'POST',
      headers: { 'x-api-key': 'sk-code', 'content-type': 'application/json' },
      body: JSON.stringify({ flow_id: 'f1', text: '你好' }),
      signal,
    });
  });

  it('rejects a refused speech with the server detail, for the speak button to word', async () => {
    const api = createEmbedApi({ apiKey: 'sk-code', fetch: async () => answer(400, { detail: { code: 'key_missing', message: 'no key' } }) });
    await expect(api.speech!({ flow_id: 'f1', text: 'x' }, new AbortController().signal)).rejects.toMatchObject({ status: 400, detail: JSON.stringify({ code: 'key_missing', message: 'no key' }) });
  });
});

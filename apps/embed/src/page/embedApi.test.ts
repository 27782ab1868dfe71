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
});

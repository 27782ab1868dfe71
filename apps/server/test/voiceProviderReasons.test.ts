// A voice provider's refusal as its reason by code: the provider's own message from each error
// body shape, the code by status, and an unreachable provider named by its origin only.
import { describe, expect, it } from 'vitest';
import { providerDetail, providerStatusReason, providerUnreachableReason } from '../src/voice/providerReasons';

describe('voice provider reasons', () => {
  it('reads the provider’s message from OpenAI’s and ElevenLabs’ error bodies, else the body, cut short', () => {
    expect(providerDetail(JSON.stringify({ error: { message: 'Rate limit reached.', type: 'requests' } }))).toBe('Rate limit reached.');
    expect(providerDetail(JSON.stringify({ detail: { status: 'quota_exceeded', message: 'Quota exceeded.' } }))).toBe('Quota exceeded.');
    expect(providerDetail(JSON.stringify({ detail: 'Voice not found' }))).toBe('Voice not found');
    expect(providerDetail(' Bad Gateway ')).toBe('Bad Gateway');
    expect(providerDetail('x'.repeat(400))).toBe(`${'x'.repeat(300)}…`);
  });

  it('codes a refusal by its status as the model components do', () => {
    expect(providerStatusReason(429, 'slow down').code).toBe('MODEL_RATE_LIMITED');
    expect(providerStatusReason(503, 'overloaded')).toEqual({ code: 'MODEL_SERVER_ERROR', text: '模型服务内部出错（503）：overloaded', params: { status: 503, detail: 'overloaded' } });
    expect(providerStatusReason(400, 'bad voice').code).toBe('MODEL_REQUEST_REFUSED');
    // No model is named by a voice call: a 404 (an unknown voice) is a refusal, not a missing model.
    expect(providerStatusReason(404, 'Voice not found').code).toBe('MODEL_REQUEST_REFUSED');
  });

  it('names an unreachable provider by its origin and the network’s cause', () => {
    const error = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
    expect(providerUnreachableReason('http://127.0.0.1:9/v1/audio/transcriptions', error)).toEqual({
      code: 'MODEL_UNREACHABLE',
      text: '无法连接到模型服务 http://127.0.0.1:9：connect ECONNREFUSED 127.0.0.1:9',
      params: { url: 'http://127.0.0.1:9', detail: 'connect ECONNREFUSED 127.0.0.1:9' },
    });
  });

  it('words a known network cause as the model components do', () => {
    const cause = Object.assign(new Error('getaddrinfo ENOTFOUND tts.example'), { code: 'ENOTFOUND' });
    const reason = providerUnreachableReason('https://tts.example/v1/audio/speech', new TypeError('fetch failed', { cause }));
    expect(reason.params).toEqual({ url: 'https://tts.example', detail: '找不到该主机（ENOTFOUND）' });
  });
});

import { codedTextOf } from '@app/flow-graph';
import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { fetchFailure } from '../src/dataSources/webPage';
import { modelCallError, modelStatusError, modelUnreachableError } from '../src/models/modelErrors';
import { ProviderTransportError } from '../src/models/providerFetch';

/** What the server's guarded fetch throws: a coded error (OutboundRequestError there). */
class CodedFetchError extends Error {
  readonly code = 'CONNECTION_FAILED';
  readonly params = { url: 'http://127.0.0.1:9/v1/chat/completions', detail: 'connect ECONNREFUSED' };
}

describe('fetchFailure', () => {
  it('keeps the fetch’s coded reason beside the component’s text', () => {
    const cause = new CodedFetchError('Cannot fetch http://127.0.0.1:9/v1/chat/completions: connect ECONNREFUSED.');
    const failure = fetchFailure('http://127.0.0.1:9/v1/chat/completions', cause);
    expect(failure.message).toBe(cause.message);
    expect(codedTextOf(failure)?.params.detail).toEqual({ code: 'CONNECTION_FAILED', text: cause.message, params: cause.params });
    expect(codedTextOf(fetchFailure('https://a.example/', new Error('socket hang up')))?.params).toEqual({ url: 'https://a.example/', detail: 'socket hang up' });
  });
});

describe('modelCallError', () => {
  const target = { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutSeconds: 60 };
  const afterSuccess = (message: string, cause: Error) =>
    modelCallError(new APICallError({ message, cause, statusCode: 200, url: `${target.baseUrl}/chat/completions`, requestBodyValues: {} }), target, new AbortController().signal) as Error;

  it('tells an answer that broke off, or that cannot be read, from a refusal when the status was a success', () => {
    const reset = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
    expect(afterSuccess('Failed to process successful response', new TypeError('terminated', { cause: reset })).message).toBe('模型服务的回答在中途中断：连接被对方关闭');
    const unreadable = afterSuccess('Invalid JSON response', new Error('Unexpected token < in JSON'));
    expect(unreadable.message).toBe('模型服务的回答不符合接口格式，无法读取（200）：Invalid JSON response: Unexpected token < in JSON');
    expect(codedTextOf(unreadable)?.code).toBe('MODEL_ANSWER_UNREADABLE');
  });

  it('keeps the fetch’s coded reason inside the unreachable-service error, for the client to word both', () => {
    const cause = new CodedFetchError('Cannot fetch http://127.0.0.1:9/v1/chat/completions: connect ECONNREFUSED.');
    const error = modelCallError(new ProviderTransportError(cause), { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutSeconds: 60 }, new AbortController().signal);
    expect((error as Error).message).toBe(`无法连接到模型服务 http://127.0.0.1:9/v1：${cause.message}`);
    expect(codedTextOf(error)).toEqual({
      code: 'MODEL_UNREACHABLE',
      text: (error as Error).message,
      params: { url: 'http://127.0.0.1:9/v1', detail: { code: 'CONNECTION_FAILED', text: cause.message, params: cause.params } },
    });
  });
});

describe('modelStatusError and modelUnreachableError', () => {
  it('code a provider’s status as the model calls do; a 404 names the model only when there is one', () => {
    expect(modelStatusError(401, 'bad key').code).toBe('MODEL_AUTH_REJECTED');
    expect(modelStatusError(404, 'no such model', 'gpt-x').params).toEqual({ status: 404, model: 'gpt-x', detail: 'no such model' });
    expect(modelStatusError(404, 'Voice not found').code).toBe('MODEL_REQUEST_REFUSED');
    expect(modelStatusError(502, 'bad gateway').code).toBe('MODEL_SERVER_ERROR');
  });

  it('word a network cause by its code, else by its message with the code, else the fallback', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    expect(modelUnreachableError('http://127.0.0.1:9', refused, 'x').params.detail).toBe('连接被拒绝（ECONNREFUSED），服务没有在该地址上运行');
    const odd = Object.assign(new Error('strange failure'), { code: 'EODD' });
    expect(modelUnreachableError('http://127.0.0.1:9', odd, 'x').params.detail).toBe('strange failure（EODD）');
    expect(modelUnreachableError('http://127.0.0.1:9', new Error('plain'), 'fallback').params.detail).toBe('fallback');
  });
});

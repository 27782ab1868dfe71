// API Request: one HTTP call to an API (Langflow's APIRequest), through the server's guarded
// fetch. Any status answers as Data; only a refused or failed connection fails the build.
import { defineComponent, isChatMessage } from '@app/engine';
import { computeTask, offload, type OffloadContext } from '../compute/offload';
import { ComponentError, componentError } from '../messages';
import { requireFetch } from '../shared/services';
import { createData, isData, type Data } from '../values/data';
import { decodeText } from './documentText';
import { fetchFailure, headerRecord, webUrl } from './webPage';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const TEXT_TYPES = /^(text\/|application\/(([\w.-]+\+)?(json|xml)|javascript|x-www-form-urlencoded|x-ndjson)$)/;

/** The URL with the query parameters added; lists repeat the parameter, objects go as JSON. */
export function withQuery(url: string, params: Record<string, unknown> | undefined): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params ?? {})) {
    if (name.trim() === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      target.searchParams.append(name.trim(), typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  return target.href;
}

/** The body field as JSON text: a dict, a connected Data's data or a message's JSON text; undefined for none. */
export function jsonBody(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (isChatMessage(body)) {
    if (body.text.trim() === '') return undefined;
    try {
      return JSON.stringify(JSON.parse(body.text));
    } catch (error) {
      throw componentError('API_BODY_NOT_JSON', { detail: (error as Error).message });
    }
  }
  const value = isData(body) ? body.data : body;
  if (typeof value === 'object' && Object.keys(value).length === 0) return undefined;
  return JSON.stringify(value);
}

interface ResponseBody {
  bytes: Uint8Array;
  contentType: string;
}

/** A response body: parsed JSON for JSON, text for text, base64 for anything else. */
function readResponseBody({ bytes, contentType }: ResponseBody): { result: unknown; encoding?: 'base64' } {
  const [mime = '', ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (mime !== '' && !TEXT_TYPES.test(mime)) return { result: Buffer.from(bytes).toString('base64'), encoding: 'base64' };
  const charset = parameters.find((parameter) => parameter.startsWith('charset='))?.slice('charset='.length);
  const text = decodeText(bytes, charset);
  if (!/json/.test(mime)) return { result: text };
  try {
    return { result: JSON.parse(text) };
  } catch {
    return { result: text };
  }
}

/** Decoding and parsing a response body; off the event loop when it is large. */
export const readResponseBodyTask = computeTask('readResponseBody', readResponseBody);

async function responseResult(context: OffloadContext, response: Response): Promise<{ result: unknown; encoding?: 'base64' }> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  return offload(context, readResponseBodyTask, { bytes, contentType: response.headers.get('content-type') ?? '' }, bytes.length);
}

export const APIRequest = defineComponent({
  type: 'APIRequest',
  display_name: 'API 请求',
  description: '向 API 发送 HTTP 请求，输出响应的状态码、响应头和内容。',
  documentation:
    'API 请求组件向指定地址发送一次 HTTP 请求。填写网址（没有协议时按 https:// 访问）并选择请求方法 GET、POST、PUT、PATCH 或 DELETE；' +
    '“查询参数”会追加到网址中（列表值会重复同名参数）；“请求头”随请求发送；“请求体”以 JSON 发送（GET 请求不发送请求体），' +
    '可以直接编辑，也可以连接数据（发送其字段）或内容为 JSON 的消息；没有另行指定 Content-Type 时使用 application/json。' +
    '“超时”限制整个请求的时间，“跟随重定向”关闭时直接输出 3xx 响应。' +
    '输出“API 响应”是一条数据：source 为请求地址，status_code 为状态码，headers 为响应头，result 为响应内容——JSON 会解析成对象，文本保持原样，' +
    '其他二进制内容转为 base64（此时 encoding 为 base64）。任何状态码都会正常输出，由下游组件判断；' +
    '地址无效、无法连接、超时，或地址指向内网、本机等服务器不允许访问的地址时报错（管理员可通过 FETCH_ALLOWED_HOSTS 放行）。',
  en: {
    display_name: 'API Request',
    description: 'Send an HTTP request to an API and output the status code, headers and body of the response.',
    documentation:
      'API Request sends one HTTP request to the given address. Enter the "URL" (https:// is used when it has no scheme) and choose the "Method" ' +
      'GET, POST, PUT, PATCH or DELETE; "Query Parameters" are added to the URL (a list value repeats the parameter); "Headers" are sent with the ' +
      'request; the "Body" is sent as JSON (a GET request sends none) and can be edited here or connected to Data (its fields are sent) or to a ' +
      'message holding JSON; without a Content-Type of your own, application/json is used. "Timeout" limits the whole request; with "Follow Redirects" ' +
      'off, a 3xx response is output as it is. The "API Response" output is one Data: source is the request URL, status_code the status, headers ' +
      'the response headers and result the body: JSON parsed into an object, text as it is, other binary content as base64 (with encoding set to ' +
      'base64). Every status code is output normally for the components downstream to judge; an invalid address, a failed connection, a timeout, or ' +
      'an address the server may not visit, such as a private network or the local machine, fails the component (an administrator can allow such ' +
      'addresses with FETCH_ALLOWED_HOSTS).',
  },
  icon: 'globe',
  category: 'data',
  inputs: [
    {
      type: 'str',
      name: 'url',
      display_name: '网址',
      info: '请求的地址。',
      en: { display_name: 'URL', info: 'The address to request.' },
      placeholder: 'https://api.example.com/items',
      input_types: ['Message'],
      tool_mode: true,
      required: true,
    },
    {
      type: 'str',
      name: 'method',
      display_name: '请求方法',
      info: 'HTTP 请求方法。',
      en: { display_name: 'Method', info: 'The HTTP method.' },
      options: HTTP_METHODS,
      value: 'GET',
      tool_mode: true,
    },
    {
      type: 'dict',
      name: 'query_params',
      display_name: '查询参数',
      info: '追加到网址中的查询参数。',
      en: { display_name: 'Query Parameters', info: 'Query parameters added to the URL.' },
      tool_mode: true,
    },
    {
      type: 'dict',
      name: 'headers',
      display_name: '请求头',
      info: '随请求发送的 HTTP 请求头。',
      en: { display_name: 'Headers', info: 'HTTP headers sent with the request.' },
      advanced: true,
    },
    {
      type: 'NestedDict',
      name: 'body',
      display_name: '请求体',
      info: '以 JSON 发送的请求体；可以连接数据或 JSON 消息。',
      en: { display_name: 'Body', info: 'The request body, sent as JSON; Data or a JSON message can be connected.' },
      input_types: ['Data', 'Message'],
      tool_mode: true,
    },
    {
      type: 'int',
      name: 'timeout',
      display_name: '超时（秒）',
      info: '整个请求的超时时间。',
      en: { display_name: 'Timeout (s)', info: 'The timeout for the whole request.' },
      value: 30,
      range_spec: { min: 1, max: 300, step: 1 },
      advanced: true,
    },
    {
      type: 'bool',
      name: 'follow_redirects',
      display_name: '跟随重定向',
      info: '关闭时直接输出 3xx 响应。',
      en: { display_name: 'Follow Redirects', info: 'When off, a 3xx response is output as it is.' },
      value: true,
      advanced: true,
    },
  ],
  outputs: [{ name: 'data', display_name: 'API 响应', en: { display_name: 'API Response' }, types: ['Data'], method: 'make_api_request' }],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const fetch = requireFetch(services, context.displayName);
    const url = withQuery(webUrl(inputs.url), inputs.query_params);
    const method = HTTP_METHODS.find((name) => name === inputs.method.toUpperCase()) ?? 'GET';
    const headers = headerRecord(inputs.headers);
    const body = method === 'GET' ? undefined : jsonBody(inputs.body);
    if (body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
    let response: Response;
    let answer: { result: unknown; encoding?: 'base64' };
    try {
      response = await fetch(url, { method, headers, body, timeoutMs: inputs.timeout * 1000, redirect: inputs.follow_redirects ? 'follow' : 'manual', signal });
      answer = await responseResult(context, response);
    } catch (error) {
      if (signal.aborted || error instanceof ComponentError) throw error;
      throw fetchFailure(url, error);
    }
    const data: Data = createData(
      { source: url, status_code: response.status, headers: Object.fromEntries(response.headers), ...answer },
      'result',
    );
    logger.log(`${method} ${url} → ${response.status}`);
    return { data };
  },
});

// A fetch for one multipart upload that reports how much of the body has left, through
// XMLHttpRequest's upload events. Fetch can only report that with a streamed body, which Chromium
// sends over HTTP/2 or QUIC alone; XHR reports it over HTTP/1.1 too. ky still drives the call
// (timeout, retries, errors): this only replaces the wire.

/** The share of the body sent, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** The part of XMLHttpRequest used here; the package is typed without the DOM library (it runs in Node too). */
interface UploadXhr {
  status: number;
  statusText: string;
  response: unknown;
  responseType: string;
  withCredentials: boolean;
  readonly upload: { addEventListener(type: 'loadstart' | 'load', listener: () => void): void; addEventListener(type: 'progress', listener: (event: ProgressLike) => void): void };
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  addEventListener(type: 'load' | 'error', listener: () => void): void;
  send(body: FormData): void;
  abort(): void;
}

interface ProgressLike {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

const xhrConstructor = () => (globalThis as { XMLHttpRequest?: new () => UploadXhr }).XMLHttpRequest;

export const canUseXhr = (): boolean => typeof xhrConstructor() === 'function';

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * `body` is the upload's own FormData: the Request ky passes in holds it as a stream already. Its
 * content type is left to XHR, which writes the boundary it uses.
 */
export function xhrUploadFetch(body: FormData, onProgress: UploadProgress) {
  // ky always passes a Request it made; the wider parameter type is fetch's.
  return (input: string | URL | Request, init?: RequestInit): Promise<Response> =>
    new Promise((resolve, reject) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const signals = [request.signal, init?.signal].filter((signal): signal is AbortSignal => signal instanceof AbortSignal);
      const aborted = signals.find((signal) => signal.aborted);
      if (aborted) {
        reject(aborted.reason);
        return;
      }
      const Xhr = xhrConstructor()!;
      const xhr = new Xhr();
      const onAbort = (event: Event) => {
        xhr.abort();
        reject((event.target as AbortSignal).reason);
      };
      const settle = () => signals.forEach((signal) => signal.removeEventListener('abort', onAbort));
      signals.forEach((signal) => signal.addEventListener('abort', onAbort, { once: true }));
      xhr.open(request.method, request.url);
      xhr.responseType = 'arraybuffer';
      xhr.withCredentials = request.credentials === 'include';
      request.headers.forEach((value, name) => {
        if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
      });
      xhr.upload.addEventListener('loadstart', () => onProgress(0));
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      });
      xhr.upload.addEventListener('load', () => onProgress(1));
      xhr.addEventListener('load', () => {
        settle();
        // A null-body status (204, 304) may not carry a body into a Response.
        const bodyless = xhr.status === 204 || xhr.status === 304;
        resolve(new Response(bodyless ? null : new Uint8Array(xhr.response as ArrayBuffer), { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr.getAllResponseHeaders()) }));
      });
      // The message fetch gives in Chromium, so ky counts it as a network error (and retries).
      xhr.addEventListener('error', () => {
        settle();
        reject(new TypeError('Failed to fetch'));
      });
      xhr.send(body);
    });
}

// Provider calls go through the server's guarded fetch (services.fetch) when the server provides
// it, like every other network access of a component: a base URL cannot reach this machine, the
// local network or the cloud's metadata service unless an administrator allowed it
// (FETCH_ALLOWED_HOSTS, e.g. for Ollama or vLLM on the same host). Without a server the AI SDK
// uses the global fetch (tests, the engine embedded elsewhere).
import type { EngineServices, OutboundFetch } from '@app/engine';

type Fetch = typeof globalThis.fetch;
type RequestOptions = NonNullable<Parameters<Fetch>[1]>;

/**
 * A streamed answer may run long; the server caps this at its own limit, and the component's
 * idle timeout ends a call that stalls.
 */
const EXCHANGE_LIMIT_MS = 3_600_000;

function headerRecord(headers: RequestOptions['headers']): Record<string, string> {
  // The AI SDK sends a record it made from a Headers (names lower-cased, values checked and
  // trimmed); a second Headers of it cost more than the rest of this fetch's own work.
  if (isPlainRecord(headers)) return headers;
  return Object.fromEntries(new Headers(headers).entries());
}

function isPlainRecord(headers: RequestOptions['headers']): headers is Record<string, string> {
  return typeof headers === 'object' && headers !== null && Object.getPrototypeOf(headers) === Object.prototype;
}

function requestBody(body: RequestOptions['body']): string | Uint8Array | undefined {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  // The AI SDK sends JSON text; anything else would be a new kind of request worth noticing.
  throw new TypeError(`Unsupported request body for a provider call: ${Object.prototype.toString.call(body)}`);
}

/** The guarded fetch refused the address or could not connect; its message says which. */
export class ProviderTransportError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ProviderTransportError';
  }
}

function adapt(outbound: OutboundFetch): Fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    try {
      return await outbound(url, {
        method: init?.method,
        headers: headerRecord(init?.headers),
        body: requestBody(init?.body),
        signal: init?.signal ?? undefined,
        timeoutMs: EXCHANGE_LIMIT_MS,
      });
    } catch (error) {
      // An abort stays an abort: the caller tells a cancel from a timeout by its signal.
      if (init?.signal?.aborted) throw error;
      throw new ProviderTransportError(error);
    }
  };
}

/** The fetch for a provider: the server's guarded one, or undefined for the SDK's default. */
export function providerFetch(services: EngineServices): Fetch | undefined {
  return services.fetch ? adapt(services.fetch) : undefined;
}

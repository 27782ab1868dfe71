// The embedded chat's set-up: channel codes made through the API as the 集成 tab makes them, and a
// third-party site on a port (and host name) of its own whose page carries the embed snippet.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { envelopeCall } from './envelope';

/** POST api_key/{store_id} with is_channel: the record, with the full code this once. */
export function createChannelCode(baseUrl: string, token: string, storeId: string, name: string): Promise<{ id: string; api_key: string }> {
  return envelopeCall(baseUrl, token, 'POST', `/api/v1/api_key/${storeId}`, { name, is_channel: true });
}

/** POST api_key/{store_id}: an API key of the API keys table, with the full key this once. */
export function createApiKey(baseUrl: string, token: string, storeId: string, name: string): Promise<{ id: string; api_key: string }> {
  return envelopeCall(baseUrl, token, 'POST', `/api/v1/api_key/${storeId}`, { name });
}

/** PATCH api_key/{id}: the channel codes table's switch. */
export async function setCodeEnabled(baseUrl: string, token: string, keyId: string, enabled: boolean): Promise<void> {
  await envelopeCall(baseUrl, token, 'PATCH', `/api/v1/api_key/${keyId}`, { is_active: enabled });
}

/** The embed code reference's snippet for an app and a channel code (apps/embed/README.md). */
export function embedSnippet(host: string, storeId: string, code: string): string {
  const iframeSrc = `${host}/rest/bot?id=${encodeURIComponent(storeId)}&api_key=${encodeURIComponent(code)}`;
  return `<script>window.chatBubbleConfig = { address: ${JSON.stringify(host)}, iframeSrc: ${JSON.stringify(iframeSrc)} };</script>\n<script src="${host}/plugins/embed.js" defer></script>`;
}

export interface ThirdPartySite {
  /** http://localhost:{port}: another origin than the platform's 127.0.0.1 one. */
  url: string;
  /** Serves `body` at `path` from now on (HTML unless another content type is named). */
  page(path: string, body: string, contentType?: string): void;
  close(): Promise<void>;
}

export async function startThirdPartySite(): Promise<ThirdPartySite> {
  const pages = new Map<string, { body: string; contentType: string }>();
  const server: Server = createServer((request, response) => {
    const served = pages.get(request.url ?? '');
    response.writeHead(served === undefined ? 404 : 200, { 'content-type': served?.contentType ?? 'text/plain; charset=utf-8' });
    response.end(served?.body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    page: (path, body, contentType = 'text/html; charset=utf-8') => pages.set(path, { body, contentType }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A plain shop page with nothing but its own content and the snippet before </body>. */
export function shopPage(lang: string, snippet: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Tea shop</title></head><body style="font-family:sans-serif;margin:40px"><h1>Tea shop</h1><p>Green tea, oolong and pu-erh.</p>\n${snippet}\n</body></html>`;
}

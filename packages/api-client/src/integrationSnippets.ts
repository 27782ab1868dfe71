// What the editor's 集成 tab hands to integrators (spec/3 "Integration screens"): the script
// snippet that embeds an app's chat bubble on another site, the link of the embedded chat page,
// and run API samples in Python, JavaScript and cURL. Plain text, built here once so the console
// shows, and the tests run, the very same code.
import { API_KEY_HEADER } from './apiKeyTypes';

/** The loader script of the chat bubble, served by the server from apps/embed. */
export const EMBED_LOADER_PATH = '/plugins/embed.js';
/** The global the snippet sets before the loader runs: `{ address, iframeSrc }`. */
export const EMBED_CONFIG_GLOBAL = 'chatBubbleConfig';
/** The embedded public chat page (spec/2 routes): query id (store id) and api_key (a channel code). */
export const EMBED_CHAT_PATH = '/rest/bot';

/** Shown where a sample needs a key and the user has none (or chose none) yet. */
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';

const trimHost = (host: string) => host.replace(/\/+$/, '');

/** `{host}/rest/bot?id={storeId}&api_key={channelCode}`: the external link of an app. */
export function embedChatUrl(host: string, storeId: string, channelCode: string): string {
  const query = new URLSearchParams({ id: storeId, api_key: channelCode });
  return `${trimHost(host)}${EMBED_CHAT_PATH}?${query.toString()}`;
}

/** The snippet placed before `</body>`: sets the address and the iframe source, then loads the plugin script. */
export function embedSnippet(host: string, storeId: string, channelCode: string): string {
  const address = trimHost(host);
  return [
    '<script>',
    `  window.${EMBED_CONFIG_GLOBAL} = {`,
    `    address: ${JSON.stringify(address)},`,
    `    iframeSrc: ${JSON.stringify(embedChatUrl(address, storeId, channelCode))}`,
    '  };',
    '</script>',
    `<script src="${address}${EMBED_LOADER_PATH}" defer></script>`,
  ].join('\n');
}

/** `{host}/api/v1/run/{flowId}`: the run endpoint shown to users. */
export function runEndpoint(host: string, flowId: string): string {
  return `${trimHost(host)}/api/v1/run/${encodeURIComponent(flowId)}`;
}

export interface RunSampleOptions {
  host: string;
  flowId: string;
  /** The key the samples send as x-api-key; null in auto-login mode, where they send none (spec/3 section 6). */
  apiKey: string | null;
  /** The chat message the samples send. */
  input: string;
}

export interface RunSamples {
  python: string;
  javascript: string;
  curl: string;
}

/** A string in single quotes for a POSIX shell. */
const shellQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * POST {host}/api/v1/run/{flowId}?stream=false with input_value, output_type and input_type, and
 * the x-api-key header when a key applies. Python uses only its standard library, JavaScript only
 * fetch (Node 18+ or a browser), so each runs as pasted.
 */
export function runSamples({ host, flowId, apiKey, input }: RunSampleOptions): RunSamples {
  const url = `${runEndpoint(host, flowId)}?stream=false`;
  const payload = { input_value: input, output_type: 'chat', input_type: 'chat' };
  const headers: Array<[string, string]> = [['Content-Type', 'application/json']];
  if (apiKey !== null) headers.push([API_KEY_HEADER, apiKey]);
  const entries = (indent: string, pairs: Array<[string, string]>) => pairs.map(([name, value]) => `${indent}${JSON.stringify(name)}: ${JSON.stringify(value)},`);

  const python = [
    'import json',
    'import urllib.request',
    '',
    `url = ${JSON.stringify(url)}`,
    'headers = {',
    ...entries('    ', headers),
    '}',
    'payload = {',
    ...entries('    ', Object.entries(payload)),
    '}',
    '',
    'request = urllib.request.Request(url, data=json.dumps(payload).encode("utf-8"), headers=headers, method="POST")',
    'with urllib.request.urlopen(request, timeout=600) as response:',
    '    print(json.dumps(json.loads(response.read()), ensure_ascii=False, indent=2))',
  ].join('\n');

  const javascript = [
    `const url = ${JSON.stringify(url)};`,
    'const payload = {',
    ...entries('  ', Object.entries(payload)),
    '};',
    '',
    'fetch(url, {',
    '  method: "POST",',
    '  headers: {',
    ...entries('    ', headers),
    '  },',
    '  body: JSON.stringify(payload),',
    '})',
    '  .then(async (response) => {',
    '    if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);',
    '    return response.json();',
    '  })',
    '  .then((data) => console.log(JSON.stringify(data, null, 2)))',
    '  .catch((error) => console.error(error));',
  ].join('\n');

  const curl = [
    `curl -X POST ${shellQuoted(url)} \\`,
    ...headers.map(([name, value]) => `  -H ${shellQuoted(`${name}: ${value}`)} \\`),
    `  -d ${shellQuoted(JSON.stringify(payload))}`,
  ].join('\n');

  return { python, javascript, curl };
}

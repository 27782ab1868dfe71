// A tool call's answer as MCP content: the chat output's text, then the files its message carries
// (a picture as an image, anything else as an embedded resource), read as the flow's owner's
// components read them. A file too large to embed, or gone, is named in text instead.
import { runOutputText, type RunResponse } from '@app/flow-graph';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { EngineEnvironment } from '../build/engineEnvironment';
import { sniffImageType } from '../files/imageType';

/** Larger files are named, not embedded: a tool answer travels whole in one JSON-RPC message. */
export const MCP_MAX_EMBEDDED_BYTES = 10 * 1024 * 1024;

type Content = CallToolResult['content'][number];

/** The files of the first answering message (the one runOutputText reads). */
function answerFiles(response: RunResponse): string[] {
  for (const output of response.outputs.flatMap((run) => run.outputs)) {
    const message = output?.messages[0];
    if (message) return message.files;
  }
  return [];
}

export async function answerContent(environment: EngineEnvironment, ownerId: string, response: RunResponse): Promise<Content[]> {
  const content: Content[] = [{ type: 'text', text: runOutputText(response) ?? '' }];
  const files = environment.componentFiles.forOwner(ownerId);
  for (const path of answerFiles(response)) {
    const name = path.split('/').at(-1) ?? path;
    let bytes: Uint8Array;
    try {
      ({ bytes } = await files.read(path));
    } catch {
      content.push({ type: 'text', text: `[${name}: not available]` });
      continue;
    }
    if (bytes.byteLength > MCP_MAX_EMBEDDED_BYTES) {
      content.push({ type: 'text', text: `[${name}: too large to attach]` });
      continue;
    }
    const data = Buffer.from(bytes).toString('base64');
    const image = sniffImageType(bytes);
    content.push(image ? { type: 'image', data, mimeType: image.mime } : { type: 'resource', resource: { uri: `attachment:///${encodeURIComponent(name)}`, mimeType: 'application/octet-stream', blob: data } });
  }
  return content;
}

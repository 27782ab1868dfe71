// Reads a server-sent-events body the way a client does: events separated by blank lines, each
// with an optional `event:` line and one `data:` line.

export interface SseEvent {
  event: string | undefined;
  data: string;
}

export function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
      const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length) ?? '';
      return { event, data };
    });
}

/** The JSON payloads of the events, without OpenAI's closing `[DONE]`. */
export function sseJson<T = Record<string, unknown>>(text: string): T[] {
  return parseSse(text)
    .filter((event) => event.data !== '[DONE]')
    .map((event) => JSON.parse(event.data) as T);
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal });
}

// Stand-ins on this machine for the web services Langflow files call (Tavily, AgentQL, Needle, ScrapeGraph), and the
// set-up that starts a local server before a suite's tests and closes it after them.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';

/** The server listening on a free port of 127.0.0.1, with its URL. */
export function listening<T>(server: Server, extra: T): Promise<T & { server: Server; url: string }> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ ...extra, server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

/** A local server started before the suite's tests and closed after them. */
export function useLocalServer<T extends { server: Server }>(start: () => Promise<T>): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => new Promise<void>((resolve) => (started ? started.server.close(() => resolve()) : resolve())));
  return () => {
    if (!started) throw new Error('the local server starts in beforeAll');
    return started;
  };
}

export type JsonRequest = { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> };

/** A JSON service: each request's body read and recorded, answered with `answer(body)` as JSON. */
function startJsonService(answer: (body: Record<string, unknown>) => unknown): Promise<{ server: Server; url: string; requests: JsonRequest[] }> {
  const requests: JsonRequest[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      requests.push({ path: `${request.method} ${request.url}`, headers: request.headers, body });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer(body)));
    });
  });
  return listening(server, { requests });
}

/** A stand-in for api.tavily.com: POST /search answered as Tavily answers, with its answer and one result. */
export function startTavily(answer: string, result: { title: string; url: string; content: string }) {
  return startJsonService((body) => ({ query: body.query, answer, images: [], results: [{ ...result, score: 0.91 }], response_time: 0.5 }));
}

/** A stand-in for api.agentql.com/v1: POST /query-data answered as AgentQL answers, with the data given. */
export function startAgentQl(data: unknown) {
  return startJsonService(() => ({ data, metadata: { request_id: 'req-local-1' } }));
}

/** A stand-in for search.needle-ai.com: POST /api/v1/collections/{id}/search answered as Needle answers, with the passages given. */
export function startNeedle(passages: readonly string[]) {
  return startJsonService(() => ({ result: passages.map((content, index) => ({ content, file_id: `fle_${index + 1}` })) }));
}

/** A stand-in for api.scrapegraphai.com/v1: POST /searchscraper answered as ScrapeGraph answers, with the result and pages given. */
export function startScrapeGraph(result: unknown, referenceUrls: string[]) {
  return startJsonService((body) => ({ request_id: 'sgai-local-1', status: 'completed', user_prompt: body.user_prompt, result, reference_urls: referenceUrls, error: '' }));
}

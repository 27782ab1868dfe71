// Queue mode as deployed: two API processes (ROLE=api) and two worker processes (ROLE=worker) of
// the built server (apps/server/dist/main.js), started together on one fresh PostgreSQL database
// and one Redis prefix, behind a round-robin proxy. A build started through the proxy is read from
// both API instances and cancelled through the one that did not take it; a worker killed with
// SIGKILL mid-build leaves its build's reader with a clear error. The model of the flow is the local
// OpenAI-protocol server, holding its answer so that builds stay running as long as the test needs.
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { databasesUnderTest, redisUnderTest } from '@app/server/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createModelFlow, startQueueDeployment, type Proxy, type QueueDeployment, type ServerProcess } from './support/queueDeployment';

const LLM_KEY = 'sk-queue-processes-test-4c2e';
/** Longer than any test: the model answers only when its client goes away. */
const HELD = { text: 'never sent', firstChunkDelayMs: 600_000 };
/** A worker's lock lapses after 30 s and the other worker notices at its next stall check. */
const WORKER_LOSS_TIMEOUT_MS = 150_000;

const withPostgres = (await databasesUnderTest()).includes('postgres');
const withRedis = await redisUnderTest();

interface BuildEvent {
  event: string;
  data: Record<string, unknown>;
}

const parseEvents = (text: string): BuildEvent[] => text.split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as BuildEvent);

describe.runIf(withPostgres && withRedis)('queue mode with two API processes and two worker processes behind a proxy', () => {
  let deployment: QueueDeployment;
  let apis: ServerProcess[];
  let workers: ServerProcess[];
  let llm: LlmTestServer;
  let proxy: Proxy;
  let token: string;
  let flowId: string;

  const authorized = (init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
  });
  const startBuild = async (): Promise<{ jobId: string; acceptedBy: string }> => {
    const answer = await fetch(`${proxy.url}/api/v1/build/${flowId}/flow?event_delivery=streaming`, authorized({ method: 'POST', body: JSON.stringify({ inputs: { input_value: '你好' } }) }));
    expect(answer.status).toBe(200);
    const { job_id: jobId } = (await answer.json()) as { job_id: string };
    return { jobId, acceptedBy: proxy.served.at(-1)!.upstream };
  };
  /** The whole event stream of a job as one API instance (or the proxy) serves it. */
  const streamedEvents = async (base: string, jobId: string): Promise<BuildEvent[]> => {
    const answer = await fetch(`${base}/api/v1/build/${jobId}/events?event_delivery=streaming`, authorized());
    expect(answer.status).toBe(200);
    return parseEvents(await answer.text());
  };
  const modelCalls = () => llm.requests.filter((call) => call.path === '/v1/chat/completions');

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: LLM_KEY });
    // One job at a time each: two running builds are one per worker.
    deployment = await startQueueDeployment({ workerConcurrency: 1 });
    ({ apis, workers, proxy, token } = deployment);
    flowId = await createModelFlow(deployment.client, LLM_KEY, llm.baseUrl, 'Basic Prompting');
  });

  afterAll(async () => {
    await Promise.all([deployment?.close(), llm?.close()]);
  });

  it('serves a build started through the proxy from both API instances and cancels it through the other', async () => {
    llm.queue(HELD);
    const calls = modelCalls().length;
    const { jobId, acceptedBy } = await startBuild();
    const other = apis.map((api) => api.url!).find((url) => url !== acceptedBy)!;
    const fromAccepting = streamedEvents(acceptedBy, jobId);
    const fromOther = streamedEvents(other, jobId);
    // A worker reached the model and waits for its answer.
    await vi.waitFor(() => expect(modelCalls().length).toBe(calls + 1), { timeout: 60_000, interval: 50 });

    const cancelled = await fetch(`${other}/api/v1/build/${jobId}/cancel`, authorized({ method: 'POST' }));
    expect(await cancelled.json()).toEqual({ success: true, message: 'Flow build cancelled successfully' });

    const [here, there] = await Promise.all([fromAccepting, fromOther]);
    expect(there).toEqual(here);
    expect(here[0]?.event).toBe('vertices_sorted');
    expect(here.at(-1)?.event).toBe('end');
    expect(here.some((event) => event.event === 'error')).toBe(false);
    // The worker stopped its model call.
    const held = modelCalls().at(-1)!;
    await held.settled;
    expect(held.closedEarly).toBe(true);
  });

  it('tells the reader of a build whose worker was killed with SIGKILL, while the other worker goes on', { timeout: WORKER_LOSS_TIMEOUT_MS + 60_000 }, async () => {
    llm.queue(HELD, HELD);
    const calls = modelCalls().length;
    const builds = [await startBuild(), await startBuild()];
    const readers = builds.map(({ jobId }) => streamedEvents(proxy.url, jobId));
    // Each worker runs one of them (one job at a time each) and waits for the model.
    await vi.waitFor(() => expect(modelCalls().length).toBe(calls + 2), { timeout: 60_000, interval: 50 });

    const killed = workers[0]!.child;
    const exited = new Promise((resolve) => killed.once('exit', resolve));
    killed.kill('SIGKILL');
    await exited;

    // The lost build ends with the error first; the other is still running and is then cancelled.
    const ended = await Promise.race(readers.map((reader, index) => reader.then((events) => ({ index, events }))));
    const errors = ended.events.filter((event) => event.event === 'error');
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0]!.data)).toContain('The worker running this build stopped responding');
    expect(ended.events.at(-1)?.event).toBe('end');

    const survivor = builds[1 - ended.index]!;
    const cancelled = await fetch(`${proxy.url}/api/v1/build/${survivor.jobId}/cancel`, authorized({ method: 'POST' }));
    expect(await cancelled.json()).toEqual({ success: true, message: 'Flow build cancelled successfully' });
    const rest = await readers[1 - ended.index]!;
    expect(rest.some((event) => event.event === 'error')).toBe(false);
    expect(rest.at(-1)?.event).toBe('end');
    expect(workers[1]!.child.exitCode).toBeNull();
  });
});

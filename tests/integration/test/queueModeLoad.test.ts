// Queue mode under load, as deployed: two API processes and two workers behind a round-robin proxy
// take a steady load of run API calls for LOAD_TEST_SECONDS (60 by default; shorten it locally),
// and one worker is killed with SIGKILL halfway. Every acknowledged run (200 with its answer) must
// have its messages in PostgreSQL, counted by session id; the only calls that may fail are the ones
// the killed worker held, and they fail with a clear error.
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { databasesUnderTest, redisUnderTest } from '@app/server/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelFlow, startQueueDeployment, type QueueDeployment } from './support/queueDeployment';

const LLM_KEY = 'sk-queue-load-test-9d1f';
const LOAD_SECONDS = Number(process.env.LOAD_TEST_SECONDS ?? '60');
/** Clients calling at once, each one call after the other: below the 10 running jobs a user may have. */
const CLIENTS = 8;
const WORKER_CONCURRENCY = 4;
/** A killed worker's calls fail once its lock lapses (30 s) and a stall check notices (30 s more). */
const SETTLE_MS = 150_000;

const withPostgres = (await databasesUnderTest()).includes('postgres');
const withRedis = await redisUnderTest();

interface RunOutcome {
  session: string;
  status: number;
  /** When it answered, in ms since the load began. */
  at: number;
  /** The chat output's text of a 200, else the error detail. */
  text: string;
}

function answerText(body: unknown): string {
  const outputs = (body as { outputs?: { outputs?: { results?: { message?: { text?: string } } }[] }[] }).outputs;
  return outputs?.[0]?.outputs?.[0]?.results?.message?.text ?? '';
}

describe.runIf(withPostgres && withRedis)('queue mode under a steady load of runs with a worker killed halfway', () => {
  let deployment: QueueDeployment;
  let llm: LlmTestServer;
  let flowId: string;

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: LLM_KEY });
    deployment = await startQueueDeployment({ workerConcurrency: WORKER_CONCURRENCY });
    flowId = await createModelFlow(deployment.client, LLM_KEY, llm.baseUrl, 'Load');
  });
  afterAll(async () => {
    await Promise.all([deployment?.close(), llm?.close()]);
  });

  async function run(session: string, began: number): Promise<RunOutcome> {
    const answer = await fetch(`${deployment.proxy.url}/api/v1/run/${flowId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${deployment.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ input_value: `question ${session}`, session_id: session }),
    });
    const body = (await answer.json()) as { detail?: string };
    return { session, status: answer.status, at: Date.now() - began, text: answer.status === 200 ? answerText(body) : (body.detail ?? '') };
  }

  it('keeps every acknowledged run’s messages', { timeout: LOAD_SECONDS * 1000 + SETTLE_MS + 60_000 }, async () => {
    const began = Date.now();
    const endAt = began + LOAD_SECONDS * 1000;
    const killAt = Date.now() + (LOAD_SECONDS * 1000) / 2;
    const killed = deployment.workers[0]!.child;
    const killing = new Promise<void>((resolve) => {
      setTimeout(() => {
        killed.once('exit', () => resolve());
        killed.kill('SIGKILL');
      }, killAt - Date.now());
    });
    let sent = 0;
    const client = async (index: number): Promise<RunOutcome[]> => {
      const outcomes: RunOutcome[] = [];
      while (Date.now() < endAt) outcomes.push(await run(`load-${index}-${sent++}`, began));
      return outcomes;
    };
    const outcomes = (await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)))).flat();
    await killing;

    const acknowledged = outcomes.filter((outcome) => outcome.status === 200 && outcome.text === `Echo: question ${outcome.session}`);
    const failed = outcomes.filter((outcome) => !acknowledged.includes(outcome));
    const perTenSeconds = Array.from({ length: Math.ceil(LOAD_SECONDS / 10) }, (_, tens) => acknowledged.filter((outcome) => Math.floor(outcome.at / 10_000) === tens).length);
    console.info(`queue load: ${outcomes.length} runs in ${LOAD_SECONDS} s, ${acknowledged.length} acknowledged (per 10 s: ${perTenSeconds.join(', ')}), ${failed.length} failed`);
    expect(acknowledged.length).toBeGreaterThan(LOAD_SECONDS);
    // Only the killed worker's runs, each told why.
    expect(failed.length).toBeLessThanOrEqual(WORKER_CONCURRENCY);
    for (const outcome of failed) {
      expect(outcome.status).toBe(500);
      expect(outcome.text).toContain('stopped responding');
    }

    const db = new pg.Client({ connectionString: deployment.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ session_id: string; senders: string }>(
        "select session_id, string_agg(sender, ',' order by sender) as senders from messages where flow_id = $1 group by session_id",
        [flowId],
      );
      const stored = new Map(rows.map((row) => [row.session_id, row.senders]));
      const missing = acknowledged.filter((outcome) => stored.get(outcome.session) !== 'Machine,User');
      expect(missing).toEqual([]);
    } finally {
      await db.end();
    }
  });
});

// The compute processes on their own: a task answers its outcome (a component's error as data), a
// cancelled task takes its process down at once however long it would still run, a task that
// outgrows its memory (a hostile JSON that would end any V8 that parses it) fails with a clear
// error without touching this process, and the pool serves the next task.
import { runComputeTask } from '@app/components/compute';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { computeMessages, createComputePool } from '../src/compute/computePool';

const pool = createComputePool({ workers: 1, memoryMb: 64 }, pino({ level: 'silent' }));
afterAll(() => pool.close());

const never = new AbortController().signal;

describe('the compute pool', () => {
  it('runs a task in a process and answers what the task answers in place', async () => {
    const input = { text: 'a1 b22 c333', pattern: '\\d+', flags: '' };
    const outcome = await pool.run('findMatches', input, { signal: never });
    expect(outcome).toEqual(await runComputeTask({ task: 'findMatches', input }));
    expect(outcome).toMatchObject({ ok: true, value: [{ data: { text: '1' } }, { data: { text: '22' } }, { data: { text: '333' } }] });
    expect(await pool.run('jsonTextToData', '{oops', { signal: never })).toMatchObject({ ok: false, code: 'JSON_TEXT_INVALID' });
  });

  it('stops a cancelled task at once, with the cancel’s own reason, and keeps serving', async () => {
    const controller = new AbortController();
    const reason = new Error('the build was cancelled');
    // Seconds of matching: far longer than the cancel takes to arrive.
    const running = pool.run('findMatches', { text: 'ab '.repeat(20_000_000), pattern: '(a|b)+c', flags: '' }, { signal: controller.signal });
    controller.abort(reason);
    await expect(running).rejects.toBe(reason);
    expect(await pool.run('conditionHolds', { text: 'x', operator: 'equals', match: 'x', caseSensitive: true }, { signal: never })).toEqual({ ok: true, value: true });
  });

  it('fails a task that needs more memory than a process may use, and keeps serving', async () => {
    // 15 MB of text, five million arrays once parsed.
    const huge = `[${'[],'.repeat(5_000_000)}[]]`;
    await expect(pool.run('jsonTextToData', huge, { signal: never })).rejects.toThrow(computeMessages.STOPPED({ mb: 64 }));
    expect(await pool.run('jsonTextToData', '{"ok":true}', { signal: never })).toMatchObject({ ok: true, value: { data: { ok: true } } });
  });
});

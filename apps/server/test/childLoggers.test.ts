// Child loggers of plain ids (a request's reqId, a run's flowId) skip pino's redaction of their
// bindings, which cannot match inside a string or a number: their lines must stay those of
// pino's own child, and any other binding must still be redacted.
import { describe, expect, it } from 'vitest';
import { childWithIds, createLogger } from '../src/logging/logger';

function capture() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  /** The last line without its time, which differs between two lines. */
  const last = () => JSON.stringify({ ...(JSON.parse(lines.at(-1)!) as Record<string, unknown>), time: 0 });
  return { logger, last };
}

describe('child loggers of ids', () => {
  it('write the lines pino’s child writes, nested and with odd characters', () => {
    const { logger, last } = capture();
    logger.child({ reqId: 'req-1' }).child({ flowId: 'f "1"\n', count: 3 }).info({ password: 'hunter2', body: { token: 't' } }, 'ran');
    const expected = last();
    childWithIds(childWithIds(logger, { reqId: 'req-1' }), { flowId: 'f "1"\n', count: 3 }).info({ password: 'hunter2', body: { token: 't' } }, 'ran');
    expect(last()).toBe(expected);
    expect(expected).toContain('"reqId":"req-1"');
    expect(expected).not.toContain('hunter2');
  });

  it('leave out undefined ids as pino does', () => {
    const { logger, last } = capture();
    childWithIds(logger, { flowId: 'f', apiKeyId: undefined }).info('ran');
    expect(last()).toContain('"flowId":"f"');
    expect(last()).not.toContain('apiKeyId');
  });

  it('still redact bindings that name a secret or hold an object', () => {
    const { logger, last } = capture();
    childWithIds(logger, { password: 'hunter2' }).info('bound');
    expect(last()).toContain('"password":"[Redacted]"');
    childWithIds(logger, { context: { token: 'abc' } } as never).info('bound');
    expect(last()).toContain('"token":"[Redacted]"');
  });

  it('share nothing between siblings', () => {
    const { logger, last } = capture();
    const parent = childWithIds(logger, { reqId: 'req-2' });
    childWithIds(parent, { flowId: 'a' });
    childWithIds(parent, { flowId: 'b' }).info('second');
    expect(last()).toContain('"reqId":"req-2","flowId":"b"');
    parent.info('parent');
    expect(last()).not.toContain('flowId');
  });
});

// Code that tries to leave the sandbox or to take the host down fails with a clear error, and
// the sandbox keeps serving the next component.
import { afterAll, describe, expect, it } from 'vitest';
import { SandboxError, type SandboxFetch } from '../src';
import { codedFailure, failureOf } from '../src/worker/guestSession';
import { errorOf } from '../src/workerPool';
import { componentCode } from './support/components';
import { testContext } from './support/context';
import { TEST_LIMITS, testSandbox } from './support/sandbox';

const sandbox = testSandbox();
afterAll(() => sandbox.dispose());

async function runProbe(runBody: string, options: Parameters<typeof componentCode>[1] & { signal?: AbortSignal; onLog?: (message: unknown) => void } = {}) {
  const component = await sandbox.compileComponent(componentCode(runBody, options));
  const { context, logs, messages } = testContext({ input_value: 'in' }, options);
  const values = await component.run(context);
  return { values, logs, messages };
}

async function failure(promise: Promise<unknown>): Promise<SandboxError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SandboxError)) throw new Error(`expected a SandboxError, got ${String(error)}`);
  return error;
}

describe('no way out', () => {
  // Each import is used: like TypeScript, the compiler drops imports nothing uses.
  it.each([
    ["import { readFileSync } from 'fs';", 'readFileSync', 'fs'],
    ["import { readFileSync } from 'node:fs';", 'readFileSync', 'node:fs'],
    ["import { spawn } from 'child_process';", 'spawn', 'child_process'],
    ["import { execSync } from 'node:child_process';", 'execSync', 'node:child_process'],
    ["import * as secrets from '../../../../../etc/passwd';", 'secrets', '../../../../../etc/passwd'],
    ["import { guestModules } from '../guest.generated';", 'guestModules', '../guest.generated'],
    ["import { notify } from 'sandbox:bridge';", 'notify', 'sandbox:bridge'],
  ])('refuses %s', async (prelude, binding, specifier) => {
    const error = await failure(sandbox.compileComponent(componentCode(`return { text: typeof ${binding} };`, { prelude })));
    expect(error.code).toBe('IMPORT_NOT_ALLOWED');
    expect(error.message).toBe(`Cannot import "${specifier}": code in the sandbox can import only '@app/engine' and the built-in component modules (such as '../values/message').`);
  });

  it('names an engine export that exists only on the host', async () => {
    const error = await failure(sandbox.compileComponent(componentCode('return { text: typeof createTool };', { prelude: "import { createTool } from '@app/engine';" })));
    expect(error.code).toBe('HOST_ONLY_EXPORT');
    expect(error.message).toBe(`'@app/engine' has no "createTool" in the sandbox: it makes host objects (such as agent tools), so a component using it runs only as the built-in, unedited code.`);
  });

  it('refuses a dynamic import while running', async () => {
    const error = await failure(runProbe("const fs = await import('fs'); return { text: typeof fs };"));
    expect(error.code).toBe('IMPORT_NOT_ALLOWED');
  });

  it('has no host globals: no require, process, Buffer, timers or the bridge', async () => {
    const { values } = await runProbe(`
      const names = ['require', 'process', 'Buffer', 'module', 'setTimeout', 'setInterval', 'WebAssembly', 'XMLHttpRequest', '__sandboxHost', 'std', 'os'];
      return { text: names.filter((name) => typeof globalThis[name] !== 'undefined').join(',') };`);
    expect(values.text).toBe('');
  });

  it('sees only the language, console and fetch on globalThis, also through the Function constructor', async () => {
    const { values } = await runProbe(`
      const outer = ({}).constructor.constructor('return this')();
      return { text: JSON.stringify([outer === globalThis, Object.getOwnPropertyNames(outer).filter((name) => !/^[A-Z]/.test(name)).sort()]) };`);
    const [same, lowerCaseGlobals] = JSON.parse(values.text as string) as [boolean, string[]];
    expect(same).toBe(true);
    expect(lowerCaseGlobals).toEqual(
      ['console', 'decodeURI', 'decodeURIComponent', 'encodeURI', 'encodeURIComponent', 'escape', 'eval', 'fetch', 'globalThis', 'isFinite', 'isNaN', 'parseFloat', 'parseInt', 'undefined', 'unescape'].sort(),
    );
  });

  it.each([
    ['process.env', 'return { text: process.env.HOME };', "'process' is not defined"],
    ['the Function constructor', "return { text: ({}).constructor.constructor('return process')().env.PATH };", "'process' is not defined"],
    ['require', "return { text: require('fs').readFileSync('/etc/passwd', 'utf8') };", "'require' is not defined"],
  ])('cannot reach the host through %s', async (_what, body, message) => {
    const error = await failure(runProbe(body));
    expect(error.code).toBe('COMPONENT_FAILED');
    expect(error.message).toBe(message);
  });
});

describe('limits', () => {
  it('stops an endless loop in run at the deadline', async () => {
    const error = await failure(runProbe('for (;;) {}'));
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe(`The component ran longer than ${TEST_LIMITS.runTimeoutMs / 1000} s and was stopped.`);
  });

  it('stops an endless loop while the module loads at the compile deadline', async () => {
    const error = await failure(sandbox.compileComponent(componentCode('return {};', { prelude: 'while (true) {}' })));
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe(`The component ran longer than ${TEST_LIMITS.compileTimeoutMs / 1000} s and was stopped.`);
  });

  it('stops a memory bomb at the memory limit', async () => {
    const error = await failure(runProbe("let text = 'ab'; for (;;) text = text + text.slice(1) + text.length;"));
    expect(error.code).toBe('OUT_OF_MEMORY');
    expect(error.message).toBe(`The component needed more than ${TEST_LIMITS.memoryMb} MB of memory and was stopped.`);
  });

  it('stops a run whose output is larger than the output limit', async () => {
    const error = await failure(runProbe("return { text: 'x'.repeat(2 * 1024 * 1024) };"));
    expect(error.code).toBe('OUTPUT_TOO_LARGE');
    expect(error.message).toBe(`The component's output is larger than ${TEST_LIMITS.maxOutputMb} MB, the most a component may return, so it was stopped.`);
  });

  it('answers an output that grows QuickJS memory on the way out, and keeps serving', async () => {
    // The first large string of a fresh worker grows its WebAssembly memory while the run's jobs
    // run; quickjs-emscripten then lost track of the context, and QuickJS aborted when freeing it.
    const roomy = testSandbox({ limits: { maxOutputMb: 8 } });
    try {
      const component = await roomy.compileComponent(componentCode("return { text: 'x'.repeat(6 * 1024 * 1024) };"));
      expect(String((await component.run(testContext().context)).text)).toHaveLength(6 * 1024 * 1024);
      const next = await roomy.compileComponent(componentCode("return { text: 'next' };"));
      expect(await next.run(testContext().context)).toEqual({ text: 'next' });
    } finally {
      await roomy.dispose();
    }
  });

  it('cuts a huge error message the component throws', async () => {
    const error = await failure(runProbe("throw new Error('y'.repeat(1024 * 1024));"));
    expect(error.code).toBe('COMPONENT_FAILED');
    expect(error.message).toBe('y'.repeat(4000));
  });

  it('stops a runaway recursion at the stack limit', async () => {
    const error = await failure(runProbe('const deeper = (n) => deeper(n + 1) + 1; return { text: deeper(0) };'));
    expect(error.code).toBe('STACK_OVERFLOW');
  });

  it('stops a run that waits for a promise nothing settles', async () => {
    const error = await failure(runProbe('await new Promise(() => {}); return {};'));
    expect(error.code).toBe('NEVER_SETTLES');
  });

  it('stops a run that floods the host with log lines', async () => {
    const error = await failure(runProbe("for (;;) context.logger.log('again');"));
    expect(error.code).toBe('TOO_MUCH_OUTPUT');
  });

  it('stops a spinning run when the build is cancelled', async () => {
    const controller = new AbortController();
    const error = await failure(runProbe("context.logger.log('spinning'); for (;;) {}", { signal: controller.signal, onLog: () => controller.abort() }));
    expect(error.code).toBe('CANCELLED');
  });

  it('takes down the worker of built-in calls that run far past the deadline, and starts a fresh one', async () => {
    // Sorting is native: QuickJS checks no deadline inside one sort, and a chain of them makes
    // few enough operations that it checks none in between either. The chain is long enough to
    // outlast the hard stop's grace on a fast machine too (it never runs to its end).
    const chain = Array.from({ length: 64 }, () => 'sort().reverse()').join('.');
    const quick = testSandbox({ limits: { runTimeoutMs: 100 } });
    try {
      const component = await quick.compileComponent(componentCode(`const letters = 'abcdefghij'.repeat(1 << 16).split(''); letters.${chain}; return {};`));
      const error = await failure(Promise.resolve(component.run(testContext().context)));
      expect(error.code).toBe('TIMEOUT');
      const fresh = await quick.compileComponent(componentCode("return { text: 'fresh' };"));
      expect(await fresh.run(testContext().context)).toEqual({ text: 'fresh' });
    } finally {
      await quick.dispose();
    }
  });

  it('keeps serving: a component compiled and run after all of the above works', async () => {
    const { values } = await runProbe("return { text: context.inputs.input_value + ' ok' };");
    expect(values).toEqual({ text: 'in ok' });
  });
});

describe('messages', () => {
  it('cannot send a message under an id it did not create', async () => {
    const forged = await failure(runProbe("context.events.addMessage({ id: 'someone-elses', text: 'mine now' }); return {};"));
    expect(forged.message).toBe('The component referred to message someone-elses, which it did not create.');
    const token = await failure(runProbe("context.events.token('someone-elses', 'x'); return {};"));
    expect(token.message).toBe('The component referred to message someone-elses, which it did not create.');
  });

  it('may update a message its inputs carry, as Chat Output updates the one an agent shows', async () => {
    const component = await sandbox.compileComponent(componentCode("context.events.addMessage({ id: context.inputs.input_value.id, text: 'final' }); return {};"));
    const upstream = { id: 'shown-by-agent', text: 'partial', sender: 'Machine', session_id: 'session-1' };
    const { context, messages } = testContext({ input_value: upstream });
    await component.run(context);
    expect(messages).toEqual([expect.objectContaining({ id: 'shown-by-agent', text: 'final' })]);
  });

  it('sends messages into the running flow whatever flow id it names', async () => {
    const { messages } = await runProbe("context.events.addMessage({ text: 'hi', flow_id: 'another-flow', session_id: 'chosen' }); return {};");
    expect(messages).toEqual([expect.objectContaining({ text: 'hi', flow_id: 'flow-1', session_id: 'chosen', properties: expect.objectContaining({ source: { id: 'Probe-aaaaa', display_name: 'Probe', source: 'Probe' } }) })]);
  });
});

describe('fetch', () => {
  it("uses the run's services.fetch, the server's guarded fetch, when the sandbox has no fetch of its own", async () => {
    const asked: string[] = [];
    const component = await sandbox.compileComponent(componentCode("const answer = await fetch('https://api.example.test/c'); return { text: answer.status + ' ' + (await answer.text()) };"));
    const { context } = testContext();
    const services = {
      fetch: async (url: string) => {
        asked.push(url);
        return new Response('from the guard', { status: 203 });
      },
    };
    expect(await component.run({ ...context, services })).toEqual({ text: '203 from the guard' });
    expect(asked).toEqual(['https://api.example.test/c']);
  });

  it('fails with a clear message when the server gives the sandbox no network', async () => {
    const error = await failure(runProbe("await fetch('http://example.test/'); return {};"));
    expect(error.message).toBe('Network access is not available to components in the sandbox on this server.');
  });

  it('goes only through the fetch the server injects, as global fetch and services.fetch', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [];
    const fetch: SandboxFetch = async (url, init) => {
      calls.push([url, { method: init.method, headers: init.headers, body: init.body, timeoutMs: init.timeoutMs, aborted: init.signal.aborted }]);
      return { status: 201, statusText: 'Created', headers: { 'Content-Type': 'application/json' }, body: '{"answer":42}' };
    };
    const networked = testSandbox({ fetch });
    try {
      const component = await networked.compileComponent(
        componentCode(`
          const first = await fetch('https://api.example.test/a', { method: 'post', headers: { 'X-Key': 'k' }, body: '{"q":1}' });
          const second = await context.services.fetch('https://api.example.test/b', { timeoutMs: 500 });
          return { text: [first.status, first.ok, first.headers.get('content-type'), (await first.json()).answer, await second.text()].join(' ') };`),
      );
      const values = await component.run(testContext().context);
      expect(values).toEqual({ text: '201 true application/json 42 {"answer":42}' });
      expect(calls).toEqual([
        ['https://api.example.test/a', { method: 'POST', headers: { 'x-key': 'k' }, body: '{"q":1}', timeoutMs: undefined, aborted: false }],
        ['https://api.example.test/b', { method: 'GET', headers: {}, body: undefined, timeoutMs: 500, aborted: false }],
      ]);
    } finally {
      await networked.dispose();
    }
  });
});

describe('a worker that breaks', () => {
  it("answers CRASHED's text and keeps QuickJS's own text and the worker's frames for the log", () => {
    const assertion = new Error('Aborted(Assertion failed: list_empty(&rt->gc_obj_list), at: ../../vendor/quickjs/quickjs.c,2036,JS_FreeRuntime)');
    const failure = failureOf(assertion);
    expect(failure).toEqual({ code: 'CRASHED', name: 'SandboxError', message: 'The sandbox stopped unexpectedly before the component finished.', stack: '', detail: assertion.stack });
    const error = errorOf(failure);
    expect(error).toMatchObject({ code: 'CRASHED', message: 'The sandbox stopped unexpectedly before the component finished.', userTraceback: undefined });
    expect((error.cause as Error).message).toContain('Assertion failed');
  });

  it("gives the component's own error its traceback, and a coded failure none", () => {
    const thrown = errorOf({ code: null, name: 'TypeError', message: 'no name', stack: 'TypeError: no name\n    at greet (custom/component:7:11)' });
    expect(thrown).toMatchObject({ code: 'COMPONENT_FAILED', message: 'no name', userTraceback: 'TypeError: no name\n    at greet (custom/component:7:11)' });
    expect(errorOf(failureOf(codedFailure('TIMEOUT', 'too slow')))).toMatchObject({ code: 'TIMEOUT', message: 'too slow', userTraceback: undefined, cause: undefined });
  });
});

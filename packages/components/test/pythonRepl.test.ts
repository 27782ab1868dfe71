// Python REPL on the server's runner (services.python): the code and Langflow's comma-separated
// global imports go to the runner, what it printed comes back as the result, and each way a run
// can fail is the component's own error (an agent reads it as the tool's error).
import type { PythonOutcome, PythonRunner } from '../src';
import { describe, expect, it } from 'vitest';
import { componentMessages } from '../src';
import { reasonOf } from './support/errors';
import { build, makeNode } from './support/flows';

const NODE = 'PythonREPLComponent-aaaaa';

function runnerAnswering(outcome: PythonOutcome) {
  const calls: Array<{ code: string; imports: readonly string[]; timeoutMs: number }> = [];
  const python: PythonRunner = {
    async run(code, { imports, timeoutMs }) {
      calls.push({ code, imports, timeoutMs });
      return outcome;
    },
  };
  return { python, calls };
}

async function runCode(outcome: PythonOutcome, values: Record<string, unknown> = {}) {
  const { python, calls } = runnerAnswering(outcome);
  const run = await build([makeNode(NODE, { python_code: 'print(math.pi)', ...values })], [], { services: { python } });
  return { calls, result: run.values(NODE).results as { data: Record<string, unknown> } | undefined, error: reasonOf(run.error(NODE)) };
}

describe('Python REPL', () => {
  it('runs the code after the global imports and gives what it printed as the result', async () => {
    const { calls, result } = await runCode({ kind: 'ok', output: '3.141592653589793\n' }, { global_imports: 'math, json,,re ', timeout: 5 });
    expect(calls).toEqual([{ code: 'print(math.pi)', imports: ['math', 'json', 're'], timeoutMs: 5000 }]);
    expect(result?.data).toEqual({ result: '3.141592653589793\n' });
  });

  it('fails with Python’s error, a module beyond the standard library or the time running out', async () => {
    expect((await runCode({ kind: 'error', detail: 'ZeroDivisionError: division by zero', output: 'before\n' })).error).toBe(
      componentMessages.PYTHON_ERROR({ detail: 'ZeroDivisionError: division by zero', output: 'before\n' }),
    );
    expect((await runCode({ kind: 'module', module: 'numpy', output: '' })).error).toBe(componentMessages.PYTHON_MODULE_UNAVAILABLE({ module: 'numpy' }));
    expect((await runCode({ kind: 'timeout' }, { timeout: 2 })).error).toBe(componentMessages.PYTHON_TIMEOUT({ seconds: 2 }));
  });

  it('refuses to run where the server provides no Python', async () => {
    const run = await build([makeNode(NODE, { python_code: 'print(1)' })]);
    expect(reasonOf(run.error(NODE))).toBe(componentMessages.PYTHON_UNAVAILABLE());
  });
});

// The Python REPL's runner: CPython in WebAssembly in a worker thread. What code prints comes back;
// exceptions and modules beyond the standard library come back as outcomes; code that runs too
// long ends its worker and the next code gets a new one; the host's files, network and
// JavaScript globals are out of reach.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPythonRunner } from '../src/python/pythonRunner';

const runner = createPythonRunner({ memoryMb: 128 });
const runAs = (owner: string, code: string, imports: string[] = [], timeoutMs = 10_000) =>
  runner.forOwner(owner).run(code, { imports, timeoutMs, signal: new AbortController().signal });
const run = (code: string, imports: string[] = [], timeoutMs = 10_000) => runAs('owner-a', code, imports, timeoutMs);

let server: Server;
let port = 0;
let connections = 0;
beforeAll(async () => {
  server = createServer((_request, response) => response.end('reached'));
  server.on('connection', () => connections++);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await runner.close();
  await new Promise<void>((done) => server.close(() => done()));
});

describe('the Python runner', () => {
  it('returns what the code printed, with the global imports done first', { timeout: 60_000 }, async () => {
    expect(await run('print(math.sqrt(16))\nprint(json.dumps({"a": 1}))', ['math', 'json'])).toEqual({ kind: 'ok', output: '4.0\n{"a": 1}\n' });
  });

  it('gives a Python exception with what was printed before it', async () => {
    expect(await run('print("before")\n1 / 0')).toEqual({ kind: 'error', detail: 'ZeroDivisionError: division by zero', output: 'before\n' });
    expect(await run('import numpy')).toEqual({ kind: 'module', module: 'numpy', output: '' });
    expect(await run('print(1)', ['pandas'])).toEqual({ kind: 'module', module: 'pandas', output: '' });
  });

  it('stops code that runs out of time, and the next code runs on a new worker', { timeout: 60_000 }, async () => {
    expect(await run('while True: pass', [], 500)).toEqual({ kind: 'timeout' });
    expect(await run('print("again")')).toEqual({ kind: 'ok', output: 'again\n' });
  });

  it('starts no worker before the first code, ends it after the idle time, and ends it when the build is cancelled', { timeout: 60_000 }, async () => {
    const pool = createPythonRunner({ idleMs: 200 });
    const owner = pool.forOwner('owner-a');
    expect(pool.isWarm()).toBe(false);
    expect(await owner.run('print(1)', { imports: [], timeoutMs: 5000, signal: new AbortController().signal })).toEqual({ kind: 'ok', output: '1\n' });
    expect(pool.isWarm()).toBe(true);
    await expect.poll(() => pool.isWarm(), { timeout: 5000 }).toBe(false);

    // Warm again, so that the cancel comes while the code runs rather than while Pyodide loads.
    await owner.run('print(2)', { imports: [], timeoutMs: 5000, signal: new AbortController().signal });
    const cancel = new AbortController();
    const running = owner.run('while True: pass', { imports: [], timeoutMs: 60_000, signal: cancel.signal });
    setTimeout(() => cancel.abort(new Error('cancelled')), 300);
    await expect(running).rejects.toThrow('cancelled');
    expect(pool.isWarm()).toBe(false);
    await pool.close();
  });

  it('gives another owner an interpreter no stranger has changed', { timeout: 60_000 }, async () => {
    // Code can change the modules the code after it uses (here: print, to read what others print).
    const tap = 'import builtins\nif not hasattr(builtins, "seen"):\n    builtins.seen = []\n    builtins.print = lambda *a, **k: builtins.seen.append(a)';
    expect(await run(tap)).toEqual({ kind: 'ok', output: '' });
    expect(await run('import builtins\nprint(hasattr(builtins, "seen"))')).toEqual({ kind: 'ok', output: '' });
    expect(await runAs('owner-b', 'import builtins\nprint("secret", hasattr(builtins, "seen"))')).toEqual({ kind: 'ok', output: 'secret False\n' });
    expect(await run('import builtins\nprint(hasattr(builtins, "seen"))')).toEqual({ kind: 'ok', output: 'False\n' });
  });

  it('keeps memory within the limit', async () => {
    expect(await run('x = bytearray(512 * 1024 * 1024)')).toMatchObject({ kind: 'error', detail: 'MemoryError' });
    expect(await run('print(len(bytearray(1024)))')).toEqual({ kind: 'ok', output: '1024\n' });
  });

  it('cannot read the host’s files, reach the network or the JavaScript globals', async () => {
    expect(await run('print(open("/etc/passwd").read())')).toMatchObject({ kind: 'error', detail: expect.stringContaining('FileNotFoundError') });
    const network = await run(`import urllib.request\nurllib.request.urlopen("http://127.0.0.1:${port}/").read()`);
    expect(network.kind).toBe('error');
    const socket = await run(`import socket\nsocket.create_connection(("127.0.0.1", ${port}))`);
    expect(socket.kind).toBe('error');
    expect(connections).toBe(0);
    expect(await run('import js')).toEqual({ kind: 'module', module: 'js', output: '' });
    expect(await run('import pyodide_js')).toEqual({ kind: 'module', module: 'pyodide_js', output: '' });
    expect(await run('import pyodide_js._api')).toEqual({ kind: 'module', module: 'pyodide_js', output: '' });
    expect(await run('import sys\nprint(sorted(name for name in sys.modules if name.split(".")[0] in ("js", "pyodide_js")))')).toEqual({ kind: 'ok', output: '[]\n' });
    expect(await run('from pyodide.code import run_js\nrun_js("process.exit(1)")')).toMatchObject({ kind: expect.stringMatching(/error|module/) });
    const proxy = await run('from pyodide.ffi import to_js\nf = to_js({}).constructor.constructor\nprint(f)\nprint(f("return process")())');
    expect(proxy).toMatchObject({ kind: 'error' });
    expect(await run('print("alive")')).toEqual({ kind: 'ok', output: 'alive\n' });
  });
});

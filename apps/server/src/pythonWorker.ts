// The Python REPL's worker thread, built as dist/pythonWorker.js beside the server's bundle
// (python/pythonRunner.ts starts it): CPython compiled to WebAssembly (Pyodide, loaded from
// node_modules with the first code), run with a cap on its memory and nothing of the host within
// reach: its files are an in-memory file system, it has no sockets, no JavaScript globals and no
// way to make JavaScript code, and packages beyond the standard library are never downloaded.
import { parentPort, workerData } from 'node:worker_threads';

/** Sent by the runner: one piece of code with the modules to import first. */
export interface PythonRequest {
  id: number;
  code: string;
  imports: string[];
}

/** Sent once Pyodide is loaded. */
export interface PythonReady {
  ready: true;
}

/** What the code printed, or why it stopped (a Python exception, a module not in the standard library). */
export type PythonResult =
  | { id: number; kind: 'ok'; output: string }
  | { id: number; kind: 'error'; detail: string; output: string }
  | { id: number; kind: 'module'; module: string; output: string };

const WASM_PAGE = 65_536;
const memoryBytes = (workerData as { memoryMb: number }).memoryMb * 1024 * 1024;

// Runs each piece of code in a namespace of its own, with the imports done first as Langflow's
// Python REPL does (importlib, the module under its own __name__), printing into a buffer.
const DRIVER = `
def _app_run(code, imports):
    import contextlib, importlib, io, traceback
    namespace = {'__name__': '__main__'}
    out = io.StringIO()
    try:
        for name in imports:
            module = importlib.import_module(name)
            namespace[module.__name__] = module
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            exec(compile(code, '<code>', 'exec'), namespace)
    except ModuleNotFoundError as error:
        return ['module', error.name or '', out.getvalue()]
    except BaseException as error:
        return ['error', ''.join(traceback.format_exception_only(type(error), error)).strip(), out.getvalue()]
    return ['ok', out.getvalue()]
`;

// The import hook's JavaScript modules and every reference to a JavaScript object Pyodide's own
// Python modules keep (a function's constructor is Function: JavaScript code from a string).
const LOCK_DOWN = `
import sys
from pyodide.ffi import JsProxy
for name in [name for name in sys.modules if name == 'js' or name.startswith(('js.', 'pyodide_js'))]:
    del sys.modules[name]
for module in list(sys.modules.values()):
    for key, value in list(getattr(module, '__dict__', {}).items()):
        if isinstance(value, JsProxy):
            delattr(module, key)
del JsProxy, module, key, value, name
`;

interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}

/** WebAssembly memory grows no further than the limit: past it, malloc fails and Python raises MemoryError. */
function capMemory(): void {
  // The server's TypeScript has no DOM library, which declares WebAssembly.Memory.
  const { prototype } = (globalThis as unknown as { WebAssembly: { Memory: { prototype: WasmMemory } } }).WebAssembly.Memory;
  const grow = prototype.grow;
  prototype.grow = function cappedGrow(this: WasmMemory, pages: number) {
    if (this.buffer.byteLength + pages * WASM_PAGE > memoryBytes) throw new RangeError('memory limit');
    return grow.call(this, pages);
  };
}

/** Nothing reachable from Python can turn a string into JavaScript code. */
function forbidCodeFromStrings(): void {
  const kinds = [function () {}, async function () {}, function* () {}, async function* () {}];
  for (const kind of kinds) Object.defineProperty(Object.getPrototypeOf(kind), 'constructor', { value: undefined });
  Object.defineProperty(globalThis, 'eval', { value: undefined });
}

interface SocketLayer {
  SOCKFS: { createSocket: (...args: unknown[]) => unknown };
  FS: { ErrnoError: new (errno: number) => Error };
  ERRNO_CODES: Record<string, number>;
}

type Driver = (code: string, imports: string[]) => { toJs(): unknown[]; destroy(): void };

async function startPython(): Promise<Driver> {
  capMemory();
  const { loadPyodide } = await import('pyodide');
  // `js` in Python is this empty object instead of the worker's globals (fetch, process …).
  const py = await loadPyodide({ jsglobals: Object.create(null) as object, env: {}, packages: [] });
  // No sockets: Emscripten's would reach the network through WebSockets.
  const module = (py as unknown as { _module: SocketLayer })._module;
  module.SOCKFS.createSocket = () => {
    throw new module.FS.ErrnoError(module.ERRNO_CODES.EACCES ?? 2);
  };
  py.unregisterJsModule('js');
  py.unregisterJsModule('pyodide_js');
  py.runPython(DRIVER);
  py.runPython(LOCK_DOWN);
  const run = py.globals.get('_app_run') as Driver;
  forbidCodeFromStrings();
  return run;
}

// Loaded as the worker starts: the runner counts a piece of code's time from the ready message.
const python = startPython();
// A failed load is left unhandled: the worker ends with the error, which the runner reports.
void python.then(() => parentPort?.postMessage({ ready: true } satisfies PythonReady));

async function answer(request: PythonRequest): Promise<PythonResult> {
  const run = await python;
  const proxy = run(request.code, request.imports);
  const [kind, first = '', second = ''] = proxy.toJs() as string[];
  proxy.destroy();
  if (kind === 'ok') return { id: request.id, kind, output: first };
  if (kind === 'module') return { id: request.id, kind, module: first, output: second };
  return { id: request.id, kind: 'error', detail: first, output: second };
}

parentPort?.on('message', (request: PythonRequest) => {
  answer(request).then(
    (result) => parentPort?.postMessage(result),
    (error: unknown) => parentPort?.postMessage({ id: request.id, kind: 'error', detail: error instanceof Error ? error.message.split('\n')[0] : String(error), output: '' } satisfies PythonResult),
  );
});

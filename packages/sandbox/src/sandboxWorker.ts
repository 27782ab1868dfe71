// The sandbox worker thread: it owns a QuickJS WebAssembly module and runs the host's tasks in
// it, so code that spins until its deadline never blocks the server's event loop. It reaches
// nothing itself: the guest's notes and requests go to the host thread, which decides.
// Imports name their files with extensions: Node loads this file directly, without a bundler.
import releaseSyncVariant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant } from 'quickjs-emscripten-core';
import { parentPort, workerData } from 'node:worker_threads';
import { guestModules } from './guest.generated.ts';
import type { HostMessage, SandboxWorkerData, WorkerMessage } from './protocol.ts';
import { failureOf, TaskFailed, type TaskControl } from './worker/guestSession.ts';
import { executeTask } from './worker/guestTask.ts';
import type { ModuleSources } from './worker/moduleResolution.ts';

const port = parentPort;
if (!port) throw new Error('sandboxWorker runs as a worker thread.');
const sources: ModuleSources = { guest: guestModules, library: (workerData as SandboxWorkerData).modules };
const quickjs = newQuickJSWASMModuleFromVariant(releaseSyncVariant);

interface Reply {
  resolve(value: string): void;
  reject(error: Error): void;
}

interface RunningTask {
  control: TaskControl;
  replies: Map<number, Reply>;
}

const running = new Map<number, RunningTask>();
let nextRequestId = 1;

const post = (message: WorkerMessage) => port.postMessage(message);

async function start(message: Extract<HostMessage, { kind: 'task' }>): Promise<void> {
  const abort = new Int32Array(message.abort);
  const task: RunningTask = { control: { aborted: () => Atomics.load(abort, 0) === 1 }, replies: new Map() };
  running.set(message.id, task);
  const host = {
    notice: (method: Extract<WorkerMessage, { kind: 'notice' }>['method'], payload: string) => post({ kind: 'notice', id: message.id, method, payload }),
    request: (method: Extract<WorkerMessage, { kind: 'request' }>['method'], payload: string) =>
      new Promise<string>((resolve, reject) => {
        const requestId = nextRequestId++;
        task.replies.set(requestId, { resolve, reject });
        post({ kind: 'request', id: message.id, requestId, method, payload });
      }),
  };
  let broken = false;
  try {
    const value = await executeTask(await quickjs, sources, message, task.control, host);
    post({ kind: 'done', id: message.id, ok: true, value });
  } catch (error) {
    // Anything but a task failure means QuickJS itself is in doubt (e.g. a runtime that could not be freed).
    broken = !(error instanceof TaskFailed);
    post({ kind: 'done', id: message.id, ok: false, failure: failureOf(error) });
  } finally {
    running.delete(message.id);
  }
  if (broken) process.exit(1);
}

port.on('message', (message: HostMessage) => {
  switch (message.kind) {
    case 'task':
      void start(message);
      break;
    case 'reply': {
      const reply = running.get(message.id)?.replies;
      const waiting = reply?.get(message.requestId);
      reply?.delete(message.requestId);
      if (message.ok) waiting?.resolve(message.value);
      else waiting?.reject(new Error(message.message));
      break;
    }
    case 'cancel':
      running.get(message.id)?.control.cancel?.();
      break;
  }
});

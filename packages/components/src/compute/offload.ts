// Work that could hold the server's event loop — parsing documents, splitting, filtering or
// matching large inputs — goes to the server's compute service (worker threads with a deadline)
// when the input is large; small inputs and servers without the service compute in place, where
// a round trip would cost more than the work.
import type { EngineServices } from '@app/engine';
import { ComponentError, isComponentErrorCode } from '../messages';

/** Inputs smaller than this (characters or bytes) are computed in place. */
export const OFFLOAD_MIN_SIZE = 64 * 1024;

/** A named function of plain values that may run in another thread. */
export interface ComputeTask<I, O> {
  readonly name: string;
  run(input: I): O | Promise<O>;
}

export function computeTask<I, O>(name: string, run: (input: I) => O | Promise<O>): ComputeTask<I, O> {
  return { name, run };
}

/** What crosses back from a worker: the value, or the component error it raised. */
export type ComputeOutcome<O> = { ok: true; value: O } | { ok: false; code: string; message: string; params: Record<string, unknown> };

/** Runs a task and keeps its component error as data (an Error's class does not cross threads). */
export async function settleTask<I, O>(task: ComputeTask<I, O>, input: I): Promise<ComputeOutcome<O>> {
  try {
    return { ok: true, value: await task.run(input) };
  } catch (error) {
    if (error instanceof ComponentError) return { ok: false, code: error.code, message: error.message, params: error.params };
    throw error;
  }
}

export interface OffloadContext {
  readonly services: EngineServices;
  readonly signal: AbortSignal;
}

/** The task's result, computed off the event loop when `size` is large and the server offers it. */
export async function offload<I, O>(context: OffloadContext, task: ComputeTask<I, O>, input: I, size: number): Promise<O> {
  const { compute } = context.services;
  if (!compute || size < OFFLOAD_MIN_SIZE) return task.run(input);
  const outcome = await compute.run<ComputeOutcome<O>>(task.name, input, { signal: context.signal });
  if (outcome.ok) return outcome.value;
  throw isComponentErrorCode(outcome.code) ? new ComponentError(outcome.code, outcome.message, outcome.params) : new Error(outcome.message);
}

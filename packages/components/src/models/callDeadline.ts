// The time limit of one model or embeddings call. Not AbortSignal.timeout (nor the AI SDK's
// `timeout` option, which is one): its timer, and the signals hanging on it, live until the limit
// is reached, minutes after the call returned; this one ends with the call.

/** The reason a call that ran out of time was aborted with (modelCallError words it). */
export function modelTimeout(): DOMException {
  return new DOMException('The model service did not answer in time', 'TimeoutError');
}

export interface CallDeadline {
  signal: AbortSignal;
  /** The call is over: the timer goes. */
  stop(): void;
}

export function callDeadline(ms: number): CallDeadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(modelTimeout()), ms);
  return { signal: controller.signal, stop: () => clearTimeout(timer) };
}

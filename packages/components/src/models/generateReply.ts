// One answer from a language model, whole or streamed: the prompt as the AI SDK takes it, the
// node's call settings, the build's signal, and every failure turned into a readable error.
import { Output, type LanguageModelUsage, type Warning } from 'ai';
import {
  asLanguageModelUsage,
  convertToLanguageModelPrompt,
  logWarnings,
  prepareLanguageModelCallOptions,
  prepareRetries,
  prepareToolChoice,
  resolveLanguageModel,
  standardizePrompt,
} from 'ai/internal';
import { componentError } from '../messages';
import type { LanguageModelValue } from './languageModel';
import { callDeadline, modelTimeout } from './callDeadline';
import { modelCallError, type ModelCallTarget } from './modelErrors';
import { replayableStream } from './textStream';

type ProviderModel = ReturnType<typeof resolveLanguageModel>;

export interface ReplyRequest {
  /** The user's input; without it the system message is sent as the user's. */
  input: string;
  system: string;
  signal: AbortSignal;
}

function targetOf(model: LanguageModelValue): ModelCallTarget {
  return { baseUrl: model.baseUrl, model: model.modelName, timeoutSeconds: model.settings.timeoutSeconds };
}

/** What is asked: the input with the system message as instructions, and JSON when chosen. */
function requestParts(model: LanguageModelValue, request: ReplyRequest) {
  const { settings } = model;
  return {
    ...(request.input !== '' ? { instructions: request.system || undefined, prompt: request.input } : { prompt: request.system }),
    ...(settings.jsonOutput && settings.nativeJsonMode ? { output: Output.json() } : {}),
  };
}

/** The JSON text of a reply, without the ```json fence some models put around it. */
export function jsonReply(text: string): string {
  const unfenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/i.exec(text)?.[1] ?? text;
  try {
    JSON.parse(unfenced);
  } catch (error) {
    const snippet = unfenced.trim().slice(0, 200) || '（空回复）';
    throw componentError('MODEL_INVALID_JSON', { detail: `${error instanceof Error ? error.message : String(error)}；回复开头：${snippet}` });
  }
  return unfenced.trim();
}

export interface CompleteReply {
  text: string;
  usage: LanguageModelUsage;
}

/** The provider model and one call's options: the prompt as the SDK converts it, the settings, JSON when chosen. */
async function providerCall(model: LanguageModelValue, request: ReplyRequest, abortSignal: AbortSignal) {
  const languageModel = resolveLanguageModel(model.model);
  const { temperature, maxOutputTokens, maxRetries } = model.settings;
  const settings = prepareLanguageModelCallOptions({ temperature, maxOutputTokens });
  const { retry } = prepareRetries({ maxRetries, abortSignal });
  const { output, ...asked } = requestParts(model, request);
  const prompt = await convertToLanguageModelPrompt({
    prompt: await standardizePrompt(asked),
    supportedUrls: await languageModel.supportedUrls,
    download: undefined,
    abortSignal,
    provider: languageModel.provider.split('.')[0]!,
  });
  const responseFormat = await output?.responseFormat;
  const toolChoice = prepareToolChoice({ toolChoice: undefined });
  const options: Parameters<ProviderModel['doGenerate']>[0] = { ...settings, prompt, responseFormat, toolChoice, abortSignal };
  return { languageModel, options, retry };
}

/**
 * One model call, retried as generateText retries it, without generateText's steps: its tool
 * loop, events and result objects cost a tenth of a model run's server time for an answer that
 * needs none of them (issue 19). A JSON answer is checked by jsonReply, as the SDK's check was.
 */
export async function completeReply(model: LanguageModelValue, request: ReplyRequest): Promise<CompleteReply> {
  const limit = callDeadline(model.settings.timeoutSeconds * 1000);
  const abortSignal = AbortSignal.any([request.signal, limit.signal]);
  try {
    const { languageModel, options, retry } = await providerCall(model, request, abortSignal);
    const result = await retry(() => languageModel.doGenerate(options));
    logWarnings({ warnings: result.warnings, provider: languageModel.provider, model: languageModel.modelId });
    let text = '';
    for (const part of result.content) if (part.type === 'text') text += part.text;
    return { text: model.settings.jsonOutput ? jsonReply(text) : text, usage: asLanguageModelUsage(result.usage) };
  } catch (error) {
    throw modelCallError(limit.signal.aborted ? limit.signal.reason : error, targetOf(model), request.signal);
  } finally {
    limit.stop();
  }
}

/**
 * An error part as the SDK's own stream reading would throw it: a provider's error object (its
 * `message`, or its `error.message`) becomes an Error with that message.
 */
function streamPartError(error: unknown): unknown {
  if (error instanceof Error || typeof error !== 'object' || error === null) return error;
  const { message, error: inner } = error as { message?: unknown; error?: { message?: unknown } };
  const text = typeof message === 'string' ? message : typeof inner?.message === 'string' ? inner.message : undefined;
  return text === undefined ? error : new Error(text, { cause: error });
}

/**
 * Aborts when nothing arrived for `ms`: the wait for the answer to start, then every gap between
 * two parts. (The SDK's own chunk timeouts start only once the response headers are in.)
 */
function idleTimer(ms: number) {
  const controller = new AbortController();
  // One timer, re-armed for every part (refresh), rather than a new timer per part.
  const timer = setTimeout(() => controller.abort(modelTimeout()), ms);
  return { signal: controller.signal, restart: () => void timer.refresh(), stop: () => clearTimeout(timer) };
}

/**
 * The answer as text chunks in order. The call is awaited until the model service has accepted
 * it (its answer's status and headers), so a refused key, an unknown model or an unreachable
 * service fail this component; the text is not waited for. The Chat Output that shows the answer
 * gets ready while the model is still thinking, instead of after its first chunk came (the first
 * token waited for one vertex to finish and the next to start, issue 19); a failure inside the
 * answer fails whoever reads the stream. The timeout bounds the wait for the first chunk and the
 * gap between two chunks, not the length of the answer.
 *
 * One provider call (doStream), retried as streamText retries it, read part by part: no
 * streamText steps and no streamLanguageModelCall either, whose two more web streams per part (a
 * part converter and an iterable copy) and collected content stood between every chunk and its
 * token; a single answer without tools needs none of it (issue 19).
 */
export async function streamReply(model: LanguageModelValue, request: ReplyRequest): Promise<AsyncIterable<string>> {
  const target = targetOf(model);
  const idle = idleTimer(model.settings.timeoutSeconds * 1000);
  const timedOut = () => componentError('MODEL_TIMEOUT', { seconds: model.settings.timeoutSeconds });
  const abortSignal = AbortSignal.any([request.signal, idle.signal]);
  const failure = (error: unknown) => (idle.signal.aborted && !request.signal.aborted ? timedOut() : modelCallError(error, target, request.signal));
  let parts: Awaited<ReturnType<ProviderModel['doStream']>>['stream'];
  try {
    const { languageModel, options, retry } = await providerCall(model, request, abortSignal);
    ({ stream: parts } = await retry(() => languageModel.doStream(options)));
  } catch (error) {
    idle.stop();
    throw failure(error);
  }
  return replayableStream(async (push) => {
    const reader = parts.getReader();
    let text = '';
    let warnings: Warning[] = [];
    let finished = false;
    try {
      for (;;) {
        const next = await reader.read();
        if (next.done) break;
        const part = next.value;
        idle.restart();
        if (part.type === 'text-delta') {
          text += part.delta;
          push(part.delta);
        } else if (part.type === 'stream-start') {
          warnings = part.warnings;
        } else if (part.type === 'error') {
          throw streamPartError(part.error);
        }
      }
      finished = true;
    } catch (error) {
      throw failure(error);
    } finally {
      idle.stop();
      // A failed answer stops its provider call instead of leaving the connection open.
      if (!finished) reader.cancel().catch(() => undefined);
    }
    logWarnings({ warnings, provider: model.provider, model: model.modelName });
    if (model.settings.jsonOutput) jsonReply(text);
  });
}

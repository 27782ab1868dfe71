// The tool-calling loop: the model answers or calls tools, the tools' results go back to it, and
// again, until it answers or the step limit is reached. Everything it does is reported as it
// happens; a failing tool is reported to the model (and here), a failing model ends the loop.
import { isStepCount, streamText, type ModelMessage, type ToolSet } from 'ai';
import { componentError } from '../messages';
import type { LanguageModelValue } from '../models/languageModel';
import { modelCallError } from '../models/modelErrors';

export interface AgentLoopRequest {
  model: LanguageModelValue;
  /** The system prompt; empty for none. */
  instructions: string;
  /** The conversation so far, ending with the user's input. */
  messages: ModelMessage[];
  tools: ToolSet;
  /** Model calls at most; each tool round costs one. */
  maxSteps: number;
  signal: AbortSignal;
}

export interface AgentLoopObserver {
  text(delta: string): void;
  toolStarted(callId: string, name: string, input: unknown): void;
  toolFinished(callId: string, output: string): void;
  toolFailed(callId: string, error: string): void;
}

export interface AgentLoopResult {
  /** Everything the model said, steps separated by a blank line. */
  text: string;
  /** The model still wanted to call tools when the step limit ended the loop. */
  stoppedAtLimit: boolean;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function runAgentLoop(request: AgentLoopRequest, observer: AgentLoopObserver): Promise<AgentLoopResult> {
  const { model, signal } = request;
  const timeoutMs = model.settings.timeoutSeconds * 1000;
  const target = { baseUrl: model.baseUrl, model: model.modelName, timeoutSeconds: model.settings.timeoutSeconds };
  const result = streamText({
    model: model.model,
    instructions: request.instructions || undefined,
    messages: request.messages,
    tools: request.tools,
    stopWhen: isStepCount(Math.max(1, request.maxSteps)),
    temperature: model.settings.temperature,
    maxOutputTokens: model.settings.maxOutputTokens,
    maxRetries: model.settings.maxRetries,
    abortSignal: signal,
    timeout: { firstChunkMs: timeoutMs, chunkMs: timeoutMs },
    // Nothing reads the SDK's telemetry; left on, every step builds and redacts copies of its events.
    telemetry: { isEnabled: false },
    // Failures arrive as stream parts below; the default handler would also print them.
    onError: () => undefined,
  });
  let text = '';
  let stepHasText = false;
  const started = new Set<string>();
  let finishReason: string | undefined;
  try {
    for await (const part of result.stream) {
      switch (part.type) {
        case 'start-step':
          stepHasText = false;
          break;
        case 'text-delta': {
          if (part.text === '') break;
          // A later step's words start a new paragraph after what an earlier step said.
          const delta = !stepHasText && text !== '' ? `\n\n${part.text}` : part.text;
          stepHasText = true;
          text += delta;
          observer.text(delta);
          break;
        }
        case 'tool-call':
          started.add(part.toolCallId);
          observer.toolStarted(part.toolCallId, part.toolName, part.input);
          break;
        case 'tool-result':
          observer.toolFinished(part.toolCallId, typeof part.output === 'string' ? part.output : JSON.stringify(part.output));
          break;
        case 'tool-error':
          if (!started.has(part.toolCallId)) observer.toolStarted(part.toolCallId, part.toolName, part.input);
          observer.toolFailed(part.toolCallId, errorText(part.error));
          break;
        case 'finish':
          finishReason = part.finishReason;
          break;
        case 'error':
          throw part.error;
        case 'abort':
          // Not the build's signal, so the SDK's own timer ended the call.
          throw signal.aborted ? signal.reason : componentError('MODEL_TIMEOUT', { seconds: model.settings.timeoutSeconds });
      }
    }
  } catch (error) {
    throw modelCallError(error, target, signal);
  }
  signal.throwIfAborted();
  return { text, stoppedAtLimit: finishReason === 'tool-calls' };
}

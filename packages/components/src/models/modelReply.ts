// What a model component sends on: always the LanguageModel, and the reply to its input when it
// has one (a message, or a token stream the Chat Output streams).
import type { RunContext } from '@app/engine';
import { createMessageValue } from '../values/message';
import { completeReply, streamReply } from './generateReply';
import type { LanguageModelValue, ModelCallSettings } from './languageModel';

export interface ModelCallInputs {
  readonly input_value: string;
  readonly system_message: string;
  readonly stream: boolean;
  readonly temperature: number;
  readonly max_tokens: number;
  readonly json_mode: boolean;
  readonly max_retries: number;
  readonly timeout: number;
}

export function callSettings(inputs: ModelCallInputs, options: { defaultMaxTokens?: number; nativeJsonMode: boolean }): ModelCallSettings {
  return {
    temperature: inputs.temperature,
    maxOutputTokens: inputs.max_tokens > 0 ? inputs.max_tokens : options.defaultMaxTokens,
    maxRetries: Math.max(0, inputs.max_retries),
    timeoutSeconds: Math.max(1, inputs.timeout),
    jsonOutput: inputs.json_mode,
    nativeJsonMode: options.nativeJsonMode,
  };
}

type ModelContext = Pick<RunContext<unknown, string>, 'signal' | 'logger' | 'flowId' | 'sessionId' | 'vertexId' | 'displayName'>;

export async function modelOutputs(context: ModelContext, inputs: ModelCallInputs, model: LanguageModelValue) {
  // Used only as the LanguageModel of an agent: nothing to answer, so no call.
  if (inputs.input_value === '' && inputs.system_message === '') return { model_output: model };
  const request = { input: inputs.input_value, system: inputs.system_message, signal: context.signal };
  if (inputs.stream) return { model_output: model, text_output: await streamReply(model, request) };
  const reply = await completeReply(model, request);
  context.logger.log(`用量：输入 ${reply.usage.inputTokens ?? '-'} tokens，输出 ${reply.usage.outputTokens ?? '-'} tokens`);
  return { model_output: model, text_output: createMessageValue(context, { text: reply.text }) };
}

// The two flows the run benchmarks load, stored through the API of a started server signed in as
// the administrator: ChatInput -> ChatOutput, and ChatInput -> OpenAI-compatible model -> ChatOutput
// on the local test model server.
import type { LlmTestServer } from '@app/llm-test-server';
import { catalogueNode, createFlow, edge, fetchCatalogue, signIn } from './serverApi.ts';

export const ADMIN_PASSWORD = 'Bench-Passw0rd';
export const MODEL_KEY = 'sk-bench-run-api';
export const RUN_BODY = JSON.stringify({ input_value: 'Hello, 世界', input_type: 'chat', output_type: 'chat' });

export interface Flows {
  headers: Record<string, string>;
  /** ChatInput -> ChatOutput. */
  echo: string;
  /** ChatInput -> OpenAI-compatible model -> ChatOutput, on the test model server. */
  model: string;
}

/** Signs in as the administrator and stores the two flows; returns their run URLs and the headers. */
export async function prepareFlows(base: string, llm: LlmTestServer): Promise<Flows> {
  const headers = await signIn(base, ADMIN_PASSWORD);
  const catalogue = await fetchCatalogue(base, headers);
  const input = catalogueNode(catalogue, 'ChatInput-in000');
  const output = catalogueNode(catalogue, 'ChatOutput-out00');
  const echo = await createFlow(base, headers, 'Run API bench', [input, output], [edge(input, 'message', output, 'input_value')]);
  const model = catalogueNode(catalogue, 'OpenAIModel-mo000', { openai_api_base: llm.baseUrl, api_key: MODEL_KEY, model_name: 'gpt-4o-mini' });
  // A typed key, not the name of a global variable.
  (model.data.node.template.api_key as { load_from_db?: boolean }).load_from_db = false;
  const modelFlow = await createFlow(base, headers, 'Run API model bench', [input, model, output], [
    edge(input, 'message', model, 'input_value'),
    edge(model, 'text_output', output, 'input_value'),
  ]);
  return { headers, echo, model: modelFlow };
}

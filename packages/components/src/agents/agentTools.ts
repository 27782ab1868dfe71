// The agent's tools as the AI SDK takes them: each engine Tool under a name unique within the
// agent, its result handed to the model as text.
import type { Tool } from '@app/engine';
import { jsonSchema, tool, type JSONSchema7, type ToolSet } from 'ai';
import { isData } from '../values/data';
import { valueToText } from '../values/text';

/**
 * The text the model reads for a tool's result: a message's text, a Data's text or JSON; a table
 * (a Data list) as the JSON list of its rows, as Langflow hands a DataFrame to its agent, so that
 * the fields beside a row's text (a search result's title and url) reach the model.
 */
export function toolResultText(value: unknown): string {
  if (Array.isArray(value) && value.every(isData)) return JSON.stringify(value.map((row) => row.data));
  return valueToText(value);
}

/** The names the model sees: two tools of the same name (two Calculator nodes) become name and name_2. */
export function uniqueToolNames(tools: readonly Tool[]): string[] {
  const taken = new Set<string>();
  return tools.map((candidate) => {
    let name = candidate.name;
    for (let index = 2; taken.has(name); index += 1) name = `${candidate.name.slice(0, 60)}_${index}`;
    taken.add(name);
    return name;
  });
}

/** The engine's read-only schema as the AI SDK's JSON schema type. */
function argumentsSchema(engineTool: Tool): JSONSchema7 {
  const { properties, required } = engineTool.parameters;
  return { type: 'object', properties: { ...properties } as JSONSchema7['properties'], required: [...required], additionalProperties: false };
}

export function agentToolSet(tools: readonly Tool[]): ToolSet {
  const names = uniqueToolNames(tools);
  const set: ToolSet = {};
  tools.forEach((engineTool, index) => {
    set[names[index]!] = tool({
      description: engineTool.description,
      inputSchema: jsonSchema<Record<string, unknown>>(argumentsSchema(engineTool)),
      execute: async (input, { abortSignal }) => toolResultText(await engineTool.invoke(input, { signal: abortSignal })),
    });
  });
  return set;
}

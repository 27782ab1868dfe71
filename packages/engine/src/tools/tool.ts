// A tool an agent can call: the name and description the model reads, a JSON schema of its
// arguments, and `invoke`. Components in tool mode send them from their `component_as_tool`
// output; any component may make its own with `createTool`.

/** A JSON schema (draft 7 subset) as providers take it for tool arguments. */
export type JsonSchema = { readonly [keyword: string]: unknown };

/** The arguments of a tool: always one object. */
export interface ToolParameters {
  readonly type: 'object';
  readonly properties: Readonly<Record<string, JsonSchema>>;
  readonly required: readonly string[];
  readonly additionalProperties: false;
}

export interface ToolInvocation {
  /** Aborts this call only (the build's own signal aborts every call anyway). */
  signal?: AbortSignal;
}

export interface Tool {
  readonly kind: 'Tool';
  /** What the model calls it by: letters, digits, `_` and `-`, at most 64 characters. */
  readonly name: string;
  readonly description: string;
  readonly parameters: ToolParameters;
  /** Runs the tool with the model's arguments; rejects with a readable Error when it fails. */
  invoke(args: Readonly<Record<string, unknown>>, options?: ToolInvocation): Promise<unknown>;
  /** What build results and the run API show of a tool. */
  toJSON(): { name: string; description: string; parameters: ToolParameters };
}

export interface ToolInit {
  name: string;
  description: string;
  parameters: ToolParameters;
  invoke: Tool['invoke'];
}

/** The longest tool name OpenAI-compatible providers accept. */
export const MAX_TOOL_NAME_LENGTH = 64;

/**
 * A name every provider accepts (`^[a-zA-Z0-9_-]{1,64}$`): other characters become `_`, runs of
 * them collapse; a name with nothing left is "tool".
 */
export function toolName(text: string): string {
  const name = text
    .trim()
    .replace(/[^a-zA-Z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, MAX_TOOL_NAME_LENGTH);
  return name === '' ? 'tool' : name;
}

export function createTool(init: ToolInit): Tool {
  const name = toolName(init.name);
  return {
    kind: 'Tool',
    name,
    description: init.description,
    parameters: init.parameters,
    invoke: init.invoke,
    toJSON: () => ({ name, description: init.description, parameters: init.parameters }),
  };
}

export function isTool(value: unknown): value is Tool {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Tool>;
  return candidate.kind === 'Tool' && typeof candidate.name === 'string' && typeof candidate.invoke === 'function';
}

// The Toolset a node in tool mode sends: one Tool per output, each running the component with the
// model's arguments laid over what the node has configured.
import { isEmptyValue, type NodeTemplate } from '@app/flow-graph';
import { engineError } from '../errors';
import { coerce } from '../executor/resolveInputs';
import type { AnyComponent } from '../sdk/defineComponent';
import { createTool, type Tool } from './tool';
import { toolSpecs } from './toolMode';
import { toolInputs, toolParameters } from './toolSchema';

export interface ToolCall {
  /** The caller's own abort, if any. */
  signal: AbortSignal | undefined;
  toolName: string;
}

export interface ComponentToolsOptions {
  component: AnyComponent;
  /** The node's template: its tools table names and describes the tools. */
  template: NodeTemplate;
  displayName: string;
  /** The inputs resolved when the node was built; an argument replaces one for its call only. */
  configured: Readonly<Record<string, unknown>>;
  /** Runs the component once with these inputs and resolves its output values. */
  run(inputs: Record<string, unknown>, call: ToolCall): Promise<Record<string, unknown>>;
}

/** The inputs of one call: the configured ones, with each argument given converted to its field's type. */
function callInputs(options: ComponentToolsOptions, args: Readonly<Record<string, unknown>>, tool: string): Record<string, unknown> {
  const { component, configured, displayName } = options;
  const inputs: Record<string, unknown> = { ...configured };
  for (const definition of toolInputs(component.inputs)) {
    const given = coerce(definition, args[definition.name], displayName);
    if (given !== undefined) inputs[definition.name] = given;
    if (definition.required === true && isEmptyValue(inputs[definition.name])) {
      throw engineError('TOOL_ARGUMENT_MISSING', { tool, argument: definition.name });
    }
  }
  return inputs;
}

export function componentTools(options: ComponentToolsOptions): Tool[] {
  const parameters = toolParameters(options.component.inputs, options.configured);
  return toolSpecs(options.component, options.template).map((spec) =>
    createTool({
      name: spec.name,
      description: spec.description,
      parameters,
      async invoke(args, invocation) {
        const inputs = callInputs(options, args, spec.name);
        const values = await options.run(inputs, { signal: invocation?.signal, toolName: spec.name });
        return values[spec.output];
      },
    }),
  );
}

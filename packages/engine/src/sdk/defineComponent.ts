import type { NodeOutput, NodeTemplate } from '@app/flow-graph';
import type { EngineServices, RunContext } from './context';
import type { InputDefinition, OutputDefinition, OutputName, ResolvedInputs } from './fields';
import type { ComponentTextsEn } from './texts';

/**
 * Marks the components the run API treats as flow inputs and outputs (Langflow's ChatInput,
 * TextInput, ChatOutput, TextOutput …): inputs receive `input_value`/`files`, outputs are what
 * `runFlow` returns, filtered by channel.
 */
export interface ComponentIo {
  readonly role: 'input' | 'output';
  readonly channel: 'chat' | 'text' | 'data' | 'webhook';
}

/**
 * What the editor's template update call (refresh buttons, real-time refresh fields) hands a
 * component: the node's template with the changed field already holding `value`, and its outputs.
 */
export interface TemplateUpdate {
  readonly template: NodeTemplate;
  readonly outputs: readonly NodeOutput[];
  /** The field that changed (or whose refresh button was pressed). */
  readonly field: string;
  readonly value: unknown;
  /**
   * The editing user's services, when the server offers them to built-in components (e.g. Run
   * Flow lists the user's flows through `flowRunner`); never handed to sandboxed code.
   */
  readonly services?: EngineServices;
  /** The editing user's global variables (a `load_from_db` key), for built-in components only. */
  readonly resolveVariable?: (name: string, field: string) => Promise<string | undefined>;
}

/** A field value a component refuses before the flow runs, and why (a sentence for the user). */
export interface FieldProblem {
  readonly field: string;
  readonly reason: string;
}

/** What a component changes in answer; anything left out stays as it was. */
export interface TemplateUpdateResult {
  template?: NodeTemplate;
  outputs?: NodeOutput[];
}

export type OutputValues<O extends readonly OutputDefinition[]> = Partial<Record<OutputName<O>, unknown>>;

export interface ComponentDefinition<
  I extends readonly InputDefinition[] = readonly InputDefinition[],
  O extends readonly OutputDefinition[] = readonly OutputDefinition[],
> {
  /** The node type, e.g. "ChatInput"; node ids are "<type>-<5 chars>". */
  readonly type: string;
  readonly display_name: string;
  readonly description: string;
  readonly documentation?: string;
  /**
   * English name, description and documentation; the texts above are the Chinese base. Built-in
   * components give them (and an `en` on every input and output with Chinese texts).
   */
  readonly en?: ComponentTextsEn;
  readonly icon?: string;
  readonly category: string;
  readonly beta?: boolean;
  readonly legacy?: boolean;
  readonly tool_mode?: boolean;
  readonly io?: ComponentIo;
  readonly inputs: I;
  readonly outputs: O;
  /** Returns a value per output name; an output left out sends nothing downstream. */
  run(context: RunContext<ResolvedInputs<I>, OutputName<O>>): Promise<OutputValues<O>> | OutputValues<O>;
  /**
   * Langflow's update_build_config: called when a field with `refresh_button` or
   * `real_time_refresh` changes, to fill options or show and hide fields and outputs.
   */
  updateTemplate?(update: TemplateUpdate): Promise<TemplateUpdateResult> | TemplateUpdateResult;
  /**
   * Checks made with the flow's validation, before anything runs: the values set on the node
   * (fields fed by a connection are absent), a problem per refused field. Must be cheap and pure.
   */
  checkFields?(values: Readonly<Record<string, unknown>>): FieldProblem[];
}

/** Any component, as the registry and the executor hold them. */
export type AnyComponent = ComponentDefinition;

/**
 * Declares a component. The identity function exists for its types: `run` gets its inputs typed
 * from `inputs` and may only name outputs from `outputs`.
 */
export function defineComponent<const I extends readonly InputDefinition[], const O extends readonly OutputDefinition[]>(
  definition: ComponentDefinition<I, O>,
): ComponentDefinition<I, O> {
  return definition;
}

/** A Loop component: it owns an `allows_loop` output, so it always reruns even when frozen. */
export function isLoopComponent(component: AnyComponent): boolean {
  return component.outputs.some((output) => output.allows_loop === true);
}

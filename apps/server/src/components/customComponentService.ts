// The custom component calls (Langflow's endpoints.py): the node a code text defines, built the
// way the registry builds nodes (the engine's frontendNode), with the values of the node it
// replaces; and the template update of refresh and real-time fields and of tool mode.
import type { CustomComponentResponse } from '@app/api-client';
import { ComponentError } from '@app/components';
import { EngineError, frontendNode, supportsToolMode, TOOLS_METADATA_FIELD, toolModeNode, type AnyComponent, type TemplateUpdate, type TextLanguage } from '@app/engine';
import type { ComponentNode, NodeTemplate, TemplateField } from '@app/flow-graph';
import { SandboxError } from '@app/sandbox';
import type { SandboxComponents } from '../build/sandboxComponents';
import { invalidInput } from '../errors/appError';
import type { UpdateComponentBody } from '../validate/validateSchemas';

const isField = (value: unknown): value is TemplateField => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What failed in the user's code or in the component's answer is a 400 with its reason. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SandboxError || error instanceof EngineError || error instanceof ComponentError) throw invalidInput(error.message);
    throw error;
  }
}

/**
 * Langflow's update_template_values: every field the new node still has, of the same type, takes
 * the value the user gave it (and its load_from_db flag when the value differs from the default).
 */
function keepValues(node: ComponentNode, previous: ComponentNode): void {
  for (const [name, old] of Object.entries(previous.template)) {
    const field = node.template[name];
    if (name === 'code' || !isField(old) || !isField(field) || field.type !== old.type || old.value === undefined || old.value === null) continue;
    if (field.value !== old.value) field.load_from_db = old.load_from_db === true;
    field.value = old.value;
  }
  // The tools table is no input of the component; tool mode refreshes it keeping the user's rows.
  const tools = previous.template[TOOLS_METADATA_FIELD];
  if (previous.tool_mode === true && isField(tools)) node.template[TOOLS_METADATA_FIELD] = tools;
}

/** The editing user's services and global variables, asked for only when a built-in component updates. */
export type EditorContext = () => Promise<Pick<TemplateUpdate, 'services' | 'resolveVariable'>>;

export function createCustomComponents(sandbox: SandboxComponents) {
  /**
   * `edited` marks code that is not its registered component's, as flow-graph's outdated check
   * reads it; texts are in the editing user's language.
   */
  const nodeOf = (component: AnyComponent, code: string, language: TextLanguage): ComponentNode => ({
    ...frontendNode(component, code, language),
    edited: !sandbox.isRegisteredSource(code),
  });

  return {
    /** POST /api/v1/custom_component: the node the code defines, keeping the values of `previous`. */
    nodeForCode(code: string, previous: ComponentNode | null | undefined, language: TextLanguage = 'zh'): Promise<CustomComponentResponse> {
      return answering(async () => {
        const typeHint = typeof previous?.metadata === 'object' ? ((previous.metadata as { module?: unknown }).module as string | undefined) : undefined;
        const component = await sandbox.componentFor(code, typeof typeHint === 'string' ? typeHint : undefined);
        let node = nodeOf(component, code, language);
        if (previous) keepValues(node, previous);
        if (previous?.tool_mode === true && supportsToolMode(component)) node = toolModeNode(node, component, true, language);
        return { data: node, type: component.type };
      });
    },

    /**
     * POST /api/v1/custom_component/update: the node after `field` took `field_value`. The
     * component's updateTemplate hook may change fields and outputs; the field "tool_mode"
     * switches tool mode, and a node in tool mode keeps its Toolset output.
     */
    updateNode(body: UpdateComponentBody, editor: EditorContext, language: TextLanguage = 'zh'): Promise<ComponentNode> {
      return answering(async () => {
        const component = await sandbox.componentFor(body.code);
        const template = structuredClone(body.template) as NodeTemplate;
        const changed = template[body.field];
        if (isField(changed) && body.field_value !== undefined) changed.value = body.field_value;
        let node: ComponentNode = { ...nodeOf(component, body.code, language), tool_mode: body.tool_mode };
        // The user's services reach built-in components only; sandboxed code never gets them.
        const trusted = sandbox.isRegisteredSource(body.code) ? await editor() : {};
        const update = component.updateTemplate
          ? await component.updateTemplate({ template, outputs: node.outputs ?? [], field: body.field, value: body.field_value, ...trusted })
          : {};
        node.template = update.template ?? template;
        if (update.outputs) node.outputs = update.outputs;
        // The code field goes with the node even when the template arrived without it.
        if (!isField(node.template.code) || !node.template.code.value) node.template.code = frontendNode(component, body.code).template.code as TemplateField;
        if (body.field === 'tool_mode') node = toolModeNode(node, component, body.field_value === true, language);
        else if (body.tool_mode) node = toolModeNode(node, component, true, language);
        return node;
      });
    },
  };
}

export type CustomComponents = ReturnType<typeof createCustomComponents>;

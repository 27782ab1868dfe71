// POST /api/v1/validate/prompt (Langflow's process_prompt_template): the variables of a prompt
// and the node with one field per variable. Fields of variables the prompt no longer has go;
// values of variables it still has stay. `custom_fields[name]` remembers which fields are the
// variables of that prompt field, so a node with two prompt fields keeps the other's variables.
import { promptVariableField, promptVariables } from '@app/components';
import type { PromptValidation } from '@app/api-client';
import type { ComponentNode, TemplateField } from '@app/flow-graph';

/** The node's own fields: never a variable's. */
const NODE_FIELDS = new Set(['code', '_type']);

const isField = (value: unknown): value is TemplateField => typeof value === 'object' && value !== null && !Array.isArray(value);

function variablesOf(customFields: Record<string, unknown>, name: string): string[] | undefined {
  const list = customFields[name];
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : undefined;
}

/**
 * The variables this prompt field had: as `custom_fields` lists them, or, for a node that never
 * recorded them, every field its component does not declare and no other prompt field claims.
 */
function previousVariables(node: ComponentNode, customFields: Record<string, unknown>, name: string): string[] {
  const recorded = variablesOf(customFields, name);
  if (recorded) return recorded;
  const declared = new Set(node.field_order ?? []);
  const claimed = new Set(Object.keys(customFields).flatMap((other) => (other === name ? [] : (variablesOf(customFields, other) ?? []))));
  return Object.keys(node.template).filter((field) => field !== name && !NODE_FIELDS.has(field) && !declared.has(field) && !claimed.has(field));
}

/** Throws the components' ComponentError for a variable name Langflow refuses. */
export function validatePrompt(name: string, template: string, frontendNode: ComponentNode | null | undefined): PromptValidation {
  const variables = promptVariables(template);
  if (!frontendNode) return { input_variables: variables, frontend_node: null };
  const node = structuredClone(frontendNode);
  const customFields: Record<string, unknown> = isField(node.custom_fields) ? (node.custom_fields as Record<string, unknown>) : {};
  const fields = node.template;
  for (const old of previousVariables(node, customFields, name)) {
    if (!variables.includes(old)) delete fields[old];
  }
  for (const variable of variables) {
    const existing = fields[variable];
    fields[variable] = promptVariableField(variable, isField(existing) ? existing.value : '');
  }
  const promptField = fields[name];
  if (isField(promptField)) promptField.value = template;
  const inputVariables = fields.input_variables;
  if (isField(inputVariables)) inputVariables.value = variables;
  node.custom_fields = { ...customFields, [name]: variables };
  return { input_variables: variables, frontend_node: node };
}

// Field conversions applied before a flow is sent to build (spec/3 section 5): list fields drop
// empty entries, numbers are parsed and clamped, dictionaries become objects, and dropdown values
// outside their options are cleared. The editor keeps the user's raw input; the engine gets this.
import { fieldEntries, isEmptyValue, isGenericNode } from '../nodes/accessors';
import type { NodeTemplate, TemplateField } from '../types/fields';
import type { FlowData } from '../types/flow';
import type { WorkflowNode } from '../types/nodes';
import { keyPairsToObject } from './keyPairs';
import { toNumericValue } from './numeric';
import { normalizeOptionValue } from './options';

const NUMERIC_TYPES = new Set(['float', 'int', 'slider']);

/** A JSON string parsed to an object; anything else as it is. */
function parseObjectString(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? parsed : value;
  } catch {
    return value;
  }
}

function toDictionary(value: unknown): unknown {
  const parsed = parseObjectString(value);
  return Array.isArray(parsed) ? keyPairsToObject(parsed as Array<Record<string, unknown>>) : parsed;
}

/** The value a field is sent with. */
export function convertFieldValue(field: TemplateField): unknown {
  let value = field.value;
  if (field.list && Array.isArray(value)) value = value.filter((entry) => !isEmptyValue(entry));
  if (NUMERIC_TYPES.has(field.type)) {
    value = Array.isArray(value) ? value.map((entry) => toNumericValue(field, entry)) : toNumericValue(field, value);
  } else if (field.type === 'dict') {
    value = toDictionary(value);
  } else if (field.type === 'NestedDict') {
    value = parseObjectString(value);
  }
  // Only what the check reads: a copy of the whole field cost more than the conversion (runs convert every field).
  return normalizeOptionValue({ options: field.options, combobox: field.combobox, value });
}

function convertTemplate(template: NodeTemplate): NodeTemplate {
  const converted: NodeTemplate = { ...template };
  for (const [name, field] of fieldEntries(template)) {
    if (!('value' in field)) continue;
    const value = convertFieldValue(field);
    if (value !== field.value) converted[name] = { ...field, value };
  }
  return converted;
}

function convertNode(node: WorkflowNode): WorkflowNode {
  if (!isGenericNode(node)) return node;
  const component = node.data.node;
  const flow = component.flow && { ...component.flow, data: prepareFlowForBuild(component.flow.data) };
  return {
    ...node,
    data: { ...node.data, node: { ...component, template: convertTemplate(component.template), ...(flow && { flow }) } },
  };
}

/** A copy of the flow with every field value converted, group members included. */
export function prepareFlowForBuild(data: FlowData): FlowData {
  return { ...data, nodes: data.nodes.map(convertNode) };
}

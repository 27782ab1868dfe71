// Per-component checks before a build (spec/3 section 5, Langflow's validateNode): a required,
// visible, empty field must be connected, and a required dict must have unique, non-empty keys.
import { hasDuplicateKeys, hasEmptyKey } from '../fields/keyPairs';
import { edgeHandles, isLoopTargetHandle } from '../handles/build';
import { isLangflowNode, langflowComponentName } from '../langflow/detect';
import { formatMessage, type ValidationIssue } from '../messages';
import { componentName, fieldTitle, getField, isEmptyValue } from '../nodes/accessors';
import type { WorkflowEdge } from '../types/edges';
import type { GenericNode } from '../types/nodes';

type FieldIssueCode = 'NODE_MISSING_FIELD' | 'NODE_DICT_DUPLICATE_KEYS' | 'NODE_DICT_EMPTY_KEY';

function connectedFields(nodeId: string, edges: readonly WorkflowEdge[]): Set<string> {
  const fields = new Set<string>();
  for (const edge of edges) {
    if (edge.target !== nodeId) continue;
    const target = edgeHandles(edge).target;
    if (target && !isLoopTargetHandle(target)) fields.add(target.fieldName);
  }
  return fields;
}

export function validateNode(node: GenericNode, edges: readonly WorkflowEdge[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  checkNode(node, () => edges, issues);
  return issues;
}

/**
 * `validateNode` appending to `issues` (no array per component), with the node's incoming edges
 * asked for only when a field needs them.
 */
export function checkNode(node: GenericNode, edgesInto: (nodeId: string) => readonly WorkflowEdge[], issues: ValidationIssue[]): void {
  if (isLangflowNode(node)) {
    const params = { name: langflowComponentName(node) };
    issues.push({ code: 'LANGFLOW_UNSUPPORTED', message: formatMessage('LANGFLOW_UNSUPPORTED', params), params, nodeId: node.id });
    return;
  }
  const { template, tool_mode: nodeInToolMode } = node.data.node;
  // Validation checks every component: no closures, sets or field lists per node until a field needs them.
  let hasFields = false;
  let connected: Set<string> | undefined;
  const names = Object.keys(template ?? {});
  for (let index = 0; index < names.length; index += 1) {
    const name = names[index] as string;
    // The fields fieldEntries lists, read in place; the name first, as reading a field by a name
    // that varies is a slow (megamorphic) lookup and `_type` is in every template.
    if (name.startsWith('_')) continue;
    const field = getField(template, name);
    if (!field) continue;
    hasFields = true;
    // In tool mode the agent fills tool-mode fields at run time.
    if (!field.required || !field.show || (field.tool_mode && nodeInToolMode)) continue;
    const codes: FieldIssueCode[] = [];
    // Decoding the edges' handles is the costly part; only an empty required field needs them.
    if (isEmptyValue(field.value) && !(connected ??= connectedFields(node.id, edgesInto(node.id))).has(name)) codes.push('NODE_MISSING_FIELD');
    else if (field.type === 'dict') {
      if (hasDuplicateKeys(field.value)) codes.push('NODE_DICT_DUPLICATE_KEYS');
      if (hasEmptyKey(field.value)) codes.push('NODE_DICT_EMPTY_KEY');
    }
    for (const code of codes) {
      const params = { component: componentName(node), field: fieldTitle(template, name) };
      issues.push({ code, message: formatMessage(code, params), params, nodeId: node.id });
    }
  }
  // Without fields nothing was added above.
  if (!hasFields) issues.push({ code: 'NODE_INVALID', message: formatMessage('NODE_INVALID'), nodeId: node.id });
}

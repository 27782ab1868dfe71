// Export without secrets (spec/3 section 5, Export): the values of password fields and of fields
// that name a global variable (load_from_db) are emptied, also inside groups.
import { fieldEntries, isGenericNode, type FlowData, type WorkflowNode } from '@app/flow-graph';

function clearNode(node: WorkflowNode): WorkflowNode {
  if (!isGenericNode(node)) return node;
  const component = node.data.node;
  const template = { ...component.template };
  for (const [name, field] of fieldEntries(component.template)) {
    if (field.password || field.load_from_db) template[name] = { ...field, value: '' };
  }
  const flow = component.flow ? { ...component.flow, data: clearFlowSecrets(component.flow.data) } : undefined;
  return { ...node, data: { ...node.data, node: { ...component, template, ...(flow ? { flow } : {}) } } };
}

/** A copy of the graph whose password and load_from_db fields have an empty value. */
export function clearFlowSecrets(data: FlowData): FlowData {
  return { ...data, nodes: data.nodes.map(clearNode) };
}

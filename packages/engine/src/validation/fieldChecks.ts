// The components' own field checks (ComponentDefinition.checkFields), run beside flow-graph's
// validation before a build, so a value a component can never use is reported on its field
// before anything runs instead of failing halfway through.
import { componentName, edgeHandles, fieldEntries, fieldTitle, formatMessage, isGenericNode, isLoopTargetHandle, type FlowData, type FlowIssue, type GenericNode } from '@app/flow-graph';
import type { AnyComponent } from '../sdk/defineComponent';

function connectedFields(edges: FlowData['edges']): Map<string, Set<string>> {
  const connected = new Map<string, Set<string>>();
  for (const edge of edges) {
    const target = edgeHandles(edge).target;
    if (!target || isLoopTargetHandle(target)) continue;
    const field = target.fieldName;
    const fields = connected.get(edge.target) ?? new Set<string>();
    fields.add(field);
    connected.set(edge.target, fields);
  }
  return connected;
}

/** Every field a node's component refuses, as validation issues naming the component and field. */
export function componentFieldIssues(flow: Pick<FlowData, 'nodes' | 'edges'>, resolveComponent: (node: GenericNode) => AnyComponent | undefined): FlowIssue[] {
  const connected = connectedFields(flow.edges);
  const issues: FlowIssue[] = [];
  for (const node of flow.nodes) {
    if (!isGenericNode(node)) continue;
    const check = resolveComponent(node)?.checkFields;
    if (!check) continue;
    const { template } = node.data.node;
    const fed = connected.get(node.id);
    const values = Object.fromEntries(fieldEntries(template).flatMap(([name, field]) => (fed?.has(name) ? [] : [[name, field.value]])));
    for (const problem of check(values)) {
      const params = { component: componentName(node), field: fieldTitle(template, problem.field), reason: problem.reason };
      issues.push({ code: 'NODE_FIELD_INVALID', message: formatMessage('NODE_FIELD_INVALID', params), nodeId: node.id });
    }
  }
  return issues;
}

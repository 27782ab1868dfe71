// Preconditions for grouping (spec/3 section 5): more than one component, no input or output
// components, only one component with free outputs, and every component connected to another.
import { formatMessage, type FlowIssue } from '../messages';
import { isGenericNode } from '../nodes/accessors';
import { isInputComponentType, isOutputComponentType } from '../nodes/kinds';
import type { FlowData } from '../types/flow';

type PreconditionCode = 'GROUP_TOO_FEW' | 'GROUP_INPUT_OUTPUT' | 'GROUP_MULTIPLE_FREE_OUTPUTS' | 'GROUP_NOT_CONNECTED';

export function validateGroupSelection(selectedIds: Iterable<string>, data: Pick<FlowData, 'nodes' | 'edges'>): FlowIssue[] {
  const wanted = new Set(selectedIds);
  const members = data.nodes.filter(isGenericNode).filter((node) => wanted.has(node.id));
  const memberIds = new Set(members.map((node) => node.id));
  const internal = data.edges.filter((edge) => memberIds.has(edge.source) && memberIds.has(edge.target));

  const codes: PreconditionCode[] = [];
  if (members.length < 2) codes.push('GROUP_TOO_FEW');
  if (members.some((node) => isInputComponentType(node.data.type) || isOutputComponentType(node.data.type))) {
    codes.push('GROUP_INPUT_OUTPUT');
  }
  if (members.filter((node) => !internal.some((edge) => edge.source === node.id)).length > 1) {
    codes.push('GROUP_MULTIPLE_FREE_OUTPUTS');
  }
  if (members.some((node) => !internal.some((edge) => edge.source === node.id || edge.target === node.id))) {
    codes.push('GROUP_NOT_CONNECTED');
  }
  return codes.map((code) => ({ code, message: formatMessage(code) }));
}

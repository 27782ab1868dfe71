// Grouping selected components into one group node (spec/3 section 4). The members and the
// edges between them move into `data.node.flow`; edges crossing the selection are re-pointed to
// the group's proxy fields and outputs, with handles rebuilt by the same builders cleanEdges uses.
import { fieldTargetHandleFor, findOutput, isLoopTargetHandle, loopTargetHandleFor, edgeHandles, repointEdge, sourceHandleFor } from '../handles/build';
import type { FlowIssue } from '../messages';
import { isGenericNode } from '../nodes/accessors';
import { createNodeId, randomIdSuffix } from '../naming/ids';
import type { RandomSource } from '../naming/random';
import { randomFlowName } from '../naming/randomName';
import type { WorkflowEdge } from '../types/edges';
import type { FlowData } from '../types/flow';
import type { GenericNode, WorkflowNode, XYPosition } from '../types/nodes';
import { buildGroupOutputs, buildGroupTemplate, groupFieldName, groupOutputName, usedSlots } from './template';
import { validateGroupSelection } from './validateSelection';

export const GROUP_NODE_TYPE = 'GroupNode';
/** A new group's stored name (Langflow's); the editor shows it in the user's language until it is renamed. */
export const GROUP_DEFAULT_NAME = 'Group';

export interface GroupOptions {
  /** The group node's id; by default `groupComponent-<5 random chars>`. */
  groupId?: string;
  /** The inner flow's name; by default a random flow name. */
  name?: string;
  random?: RandomSource;
}

export type GroupResult = { ok: true; data: FlowData; groupNode: GenericNode } | { ok: false; issues: FlowIssue[] };

export function groupNodes(data: FlowData, selectedIds: Iterable<string>, options: GroupOptions = {}): GroupResult {
  const wanted = new Set(selectedIds);
  const issues = validateGroupSelection(wanted, data);
  if (issues.length > 0) return { ok: false, issues };

  const random = options.random ?? Math.random;
  const members = data.nodes.filter(isGenericNode).filter((node) => wanted.has(node.id));
  const memberIds = new Set(members.map((node) => node.id));
  const internal = data.edges.filter((edge) => memberIds.has(edge.source) && memberIds.has(edge.target));
  const crossing = data.edges.filter((edge) => memberIds.has(edge.source) !== memberIds.has(edge.target));

  const groupId = options.groupId ?? createNodeId('groupComponent', random);
  const inside = usedSlots(internal);
  const outside = usedSlots(crossing);
  const groupNode: GenericNode = {
    id: groupId,
    type: 'genericNode',
    position: middlePoint(members.map((node) => node.position)),
    data: {
      id: groupId,
      type: GROUP_NODE_TYPE,
      node: {
        display_name: GROUP_DEFAULT_NAME,
        description: '',
        documentation: '',
        template: buildGroupTemplate(members, inside, outside),
        outputs: buildGroupOutputs(members, inside, outside),
        flow: {
          id: randomIdSuffix(random),
          name: options.name ?? randomFlowName([], random),
          description: '',
          is_component: false,
          data: { nodes: members, edges: internal, viewport: { zoom: 1, x: 0, y: 0 } },
        },
      },
    },
  };

  const nodes: WorkflowNode[] = [];
  for (const node of data.nodes) {
    if (!memberIds.has(node.id)) nodes.push(node);
    else if (node.id === members[0]?.id) nodes.push(groupNode);
  }
  const edges = data.edges.flatMap((edge) => {
    if (internal.includes(edge)) return [];
    return crossing.includes(edge) ? [repointToGroup(edge, groupNode, memberIds)] : [edge];
  });
  return { ok: true, data: { ...data, nodes, edges }, groupNode };
}

/** A crossing edge attached to the group's proxy field or output instead of the member's. */
function repointToGroup(edge: WorkflowEdge, group: GenericNode, memberIds: ReadonlySet<string>): WorkflowEdge {
  const { source, target } = edgeHandles(edge);
  if (!source || !target) return edge;
  if (memberIds.has(edge.source)) {
    const output = findOutput(group, groupOutputName(edge.source, source.name));
    return output ? repointEdge(edge, sourceHandleFor(group, output), target) : edge;
  }
  if (isLoopTargetHandle(target)) {
    const output = findOutput(group, groupOutputName(edge.target, target.name));
    return output ? repointEdge(edge, source, loopTargetHandleFor(group, output)) : edge;
  }
  const handle = fieldTargetHandleFor(group, groupFieldName(edge.target, target.fieldName));
  return handle ? repointEdge(edge, source, handle) : edge;
}

export function middlePoint(positions: readonly XYPosition[]): XYPosition {
  const count = Math.max(positions.length, 1);
  return {
    x: positions.reduce((sum, position) => sum + position.x, 0) / count,
    y: positions.reduce((sum, position) => sum + position.y, 0) / count,
  };
}

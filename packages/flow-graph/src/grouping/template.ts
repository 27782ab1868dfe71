// The fields and outputs a group node shows for its members (Langflow's mergeNodeTemplates and
// generateNodeOutputs). A member's field becomes the group field `<field>_<memberId>` with
// `proxy: {id, field}`; a member's output becomes `<memberId>_<output>` with `proxy: {id, name}`.
// Fields wired inside the group and outputs consumed inside it stay hidden in the group, unless an
// edge from outside uses them (a list field fed from both sides), so no edge is lost.
import { edgeHandles, isLoopTargetHandle } from '../handles/build';
import { fieldEntries } from '../nodes/accessors';
import { TEMPLATE_FIELD_TYPES, type NodeTemplate, type TemplateField } from '../types/fields';
import type { WorkflowEdge } from '../types/edges';
import type { GenericNode, NodeOutput } from '../types/nodes';

const BASIC_FIELD_TYPES: ReadonlySet<string> = new Set(TEMPLATE_FIELD_TYPES);

export function groupFieldName(memberId: string, field: string): string {
  return `${field}_${memberId}`;
}

export function groupOutputName(memberId: string, output: string): string {
  return `${memberId}_${output}`;
}

/** Which member fields and outputs a set of edges uses, as `memberId/name` keys. */
interface UsedSlots {
  fields: Set<string>;
  outputs: Set<string>;
}

const slot = (nodeId: string, name: string) => `${nodeId}\u0000${name}`;

export function usedSlots(edges: readonly WorkflowEdge[]): UsedSlots {
  const used: UsedSlots = { fields: new Set(), outputs: new Set() };
  for (const edge of edges) {
    const { source, target } = edgeHandles(edge);
    if (source) used.outputs.add(slot(edge.source, source.name));
    if (target && isLoopTargetHandle(target)) used.outputs.add(slot(edge.target, target.name));
    else if (target) used.fields.add(slot(edge.target, target.fieldName));
  }
  return used;
}

/** How a member's field looks on the group: simple optional inputs move to advanced, code is hidden. */
function asGroupField(member: GenericNode, name: string, field: TemplateField): TemplateField {
  const groupField: TemplateField = { ...field, proxy: { id: member.id, field: name } };
  if (BASIC_FIELD_TYPES.has(field.type) && !field.required && !field.input_types) groupField.advanced = true;
  if (name === 'code' && field.type === 'code') groupField.show = false;
  return groupField;
}

export function buildGroupTemplate(members: readonly GenericNode[], inside: UsedSlots, outside: UsedSlots): NodeTemplate {
  const template: NodeTemplate = {};
  for (const member of members) {
    for (const [name, field] of fieldEntries(member.data.node.template)) {
      const key = slot(member.id, name);
      if (!inside.fields.has(key) || outside.fields.has(key)) {
        template[groupFieldName(member.id, name)] = asGroupField(member, name, field);
      }
    }
  }
  return template;
}

export function buildGroupOutputs(members: readonly GenericNode[], inside: UsedSlots, outside: UsedSlots): NodeOutput[] {
  return members.flatMap((member) =>
    (member.data.node.outputs ?? [])
      .filter((output) => !inside.outputs.has(slot(member.id, output.name)) || outside.outputs.has(slot(member.id, output.name)))
      .map((output) => ({
        ...output,
        name: groupOutputName(member.id, output.name),
        proxy: { id: member.id, name: output.name, nodeDisplayName: member.data.node.display_name },
      })),
  );
}

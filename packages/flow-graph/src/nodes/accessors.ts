// Small readers over nodes and templates, so every rule reads fields the same way.
import type { NodeTemplate, TemplateField } from '../types/fields';
import type { GenericNode, NoteNode, WorkflowNode } from '../types/nodes';

export function isGenericNode(node: WorkflowNode): node is GenericNode {
  return node.type !== 'noteNode';
}

export function isNoteNode(node: WorkflowNode): node is NoteNode {
  return node.type === 'noteNode';
}

export function isGroupNode(node: WorkflowNode): node is GenericNode {
  return isGenericNode(node) && node.data.node.flow !== undefined;
}

/** A template entry as a field; `_type` and other plain values are not fields. */
export function getField(template: NodeTemplate | undefined, name: string): TemplateField | undefined {
  const entry = template?.[name];
  return typeof entry === 'object' && entry !== null ? entry : undefined;
}

/** The template's fields in their stored order, skipping `_`-prefixed entries such as `_type`. */
export function fieldEntries(template: NodeTemplate | undefined): Array<[string, TemplateField]> {
  const entries: Array<[string, TemplateField]> = [];
  for (const name of Object.keys(template ?? {})) {
    const field = getField(template, name);
    if (field && !name.startsWith('_')) entries.push([name, field]);
  }
  return entries;
}

/** A value that counts as not filled in: undefined, null, the empty string or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The name a message uses for a component: its display name, else its type. */
export function componentName(node: GenericNode): string {
  return node.data.node.display_name || node.data.type;
}

/** The name a message uses for a field: display name, else name, else the template key. */
export function fieldTitle(template: NodeTemplate, name: string): string {
  const field = getField(template, name);
  return field?.display_name || field?.name || name;
}

export function indexNodes(nodes: readonly WorkflowNode[]): Map<string, WorkflowNode> {
  return new Map(nodes.map((node) => [node.id, node]));
}

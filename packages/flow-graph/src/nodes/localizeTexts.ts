// Built-in components' texts in the reader's language: a node stores the texts of the language it
// was made in, the catalogue (served in the reader's language) holds the current ones. Names and
// descriptions the user changed stay; field values, options and names never change.
import type { TableColumn, TemplateField } from '../types/fields';
import type { ComponentNode, NodeOutput, WorkflowNode } from '../types/nodes';
import { isGenericNode } from './accessors';

/** The catalogue by component type, in one language. */
export type TextCatalogue = Readonly<Record<string, ComponentNode>>;

const FIELD_TEXTS = ['display_name', 'info', 'placeholder', 'helper_text', 'list_add_label'] as const;

/** The texts a catalogue node gives in every language (`metadata.display_names`, `metadata.descriptions`). */
function knownTexts(known: ComponentNode, key: 'display_names' | 'descriptions'): string[] {
  const metadata = known.metadata as Record<string, unknown> | undefined;
  const texts = metadata?.[key];
  return typeof texts === 'object' && texts !== null ? Object.values(texts).filter((text): text is string => typeof text === 'string') : [];
}

/** A stored text the user left as the component gave it, in whichever language: replaced by the current one. */
function stockText(stored: string | undefined, current: string | undefined, known: readonly string[]): string | undefined {
  if (current === undefined || stored === current) return stored;
  return stored === undefined || stored === '' || known.includes(stored) ? current : stored;
}

function isField(value: unknown): value is TemplateField {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function columnTexts(columns: TableColumn[], known: TableColumn[]): TableColumn[] {
  return columns.map((column) => {
    const current = known.find((candidate) => candidate.name === column.name);
    return current ? { ...column, display_name: current.display_name, ...(current.description !== undefined ? { description: current.description } : {}) } : column;
  });
}

function fieldTexts(field: TemplateField, known: TemplateField): TemplateField {
  const next: TemplateField = { ...field };
  const texts = next as Record<string, unknown>;
  for (const key of FIELD_TEXTS) {
    if (typeof known[key] === 'string') texts[key] = known[key];
    else delete texts[key];
  }
  if (known.option_labels) next.option_labels = { ...known.option_labels };
  else delete next.option_labels;
  if (field.table_schema && known.table_schema) next.table_schema = { ...field.table_schema, columns: columnTexts(field.table_schema.columns, known.table_schema.columns) };
  return next;
}

function outputTexts(outputs: NodeOutput[], known: NodeOutput[]): NodeOutput[] {
  return outputs.map((output) => {
    const current = known.find((candidate) => candidate.name === output.name);
    return current?.display_name !== undefined ? { ...output, display_name: current.display_name } : output;
  });
}

/** Whether the node's stock name or description is the component's in another language than the catalogue's. */
function inOtherLanguage(node: ComponentNode, known: ComponentNode): boolean {
  const other = (stored: string | undefined, current: string | undefined, texts: readonly string[]) => stored !== undefined && stored !== current && texts.includes(stored);
  return other(node.display_name, known.display_name, knownTexts(known, 'display_names')) || other(node.description, known.description, knownTexts(known, 'descriptions'));
}

/**
 * The component node with the catalogue node's texts when it was stored in another language:
 * name and description unless the user changed them, documentation, and the labels, infos and
 * placeholders of the fields and outputs both have. A node already in the catalogue's language
 * and a custom component (`edited`) keep their own.
 */
export function localizeComponentTexts(node: ComponentNode, known: ComponentNode): ComponentNode {
  if (node.edited || !inOtherLanguage(node, known)) return node;
  const template = { ...node.template };
  for (const [name, field] of Object.entries(template)) {
    const current = known.template[name];
    if (name !== 'code' && isField(field) && isField(current)) template[name] = fieldTexts(field, current);
  }
  const next: ComponentNode = {
    ...node,
    display_name: stockText(node.display_name, known.display_name, knownTexts(known, 'display_names')) ?? node.display_name,
    template,
  };
  const description = stockText(node.description, known.description, knownTexts(known, 'descriptions'));
  if (description !== undefined) next.description = description;
  if (known.documentation !== undefined) next.documentation = known.documentation;
  if (node.outputs && known.outputs) next.outputs = outputTexts(node.outputs, known.outputs);
  return JSON.stringify(next) === JSON.stringify(node) ? node : next;
}

/**
 * The nodes with the catalogue's texts (groups' inner nodes too); the same array when nothing
 * changed, so callers can skip an update.
 */
export function localizeNodeTexts<N extends WorkflowNode>(nodes: readonly N[], catalogue: TextCatalogue): N[] {
  let changed = false;
  const next = nodes.map((node) => {
    if (!isGenericNode(node)) return node;
    let component = node.data.node;
    const known = catalogue[node.data.type];
    if (known) component = localizeComponentTexts(component, known);
    const inner = component.flow?.data?.nodes;
    if (inner) {
      const localized = localizeNodeTexts(inner, catalogue);
      if (localized !== inner) component = { ...component, flow: { ...component.flow!, data: { ...component.flow!.data, nodes: localized } } };
    }
    if (component === node.data.node) return node;
    changed = true;
    return { ...node, data: { ...node.data, node: component } };
  });
  return changed ? next : (nodes as N[]);
}

// Turns a template description (components by type with the values to set, edges between named
// outputs and fields, notes) into the flow the editor would have saved: every node is its
// component's current frontend node from the built-in registry (so `code` and fields are current),
// edges come from flow-graph's handle builders, and node ids are stable across generations.
import { createHash } from 'node:crypto';
import { builtinComponents, createBuiltinRegistry, promptTemplateFields } from '@app/components';
import { toolModeNode } from '@app/engine';
import { connectPath, NOTE_MAX_LENGTH, type FlowData, type GenericNode, type NoteColor, type NoteNode, type TemplateField } from '@app/flow-graph';
import type { StarterTemplate } from '../src/starterTemplates';

export interface NodeDescription {
  /** The node's name inside the description; edges refer to it ("model.text_output"). */
  key: string;
  /** The component type, e.g. "OpenAIModel". */
  type: string;
  x: number;
  y: number;
  /** Template values to set; a Prompt's `template` also creates its variable fields. */
  values?: Record<string, unknown>;
  /** Switch the node to tool mode (its Toolset output goes into an agent's tools). */
  toolMode?: boolean;
}

export interface NoteDescription {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Markdown. */
  text: string;
  color?: NoteColor;
}

/** A template's English texts; the description's own are the Chinese base. */
export interface TemplateTextsEn {
  name: string;
  description: string;
  /** The text of every note, by note key. */
  notes: Record<string, string>;
  /** Values that are texts (prompts, the chat page's greeting and suggestions), by node key. */
  values?: Record<string, Record<string, unknown>>;
}

export interface TemplateDescription extends Omit<StarterTemplate, 'data'> {
  nodes: NodeDescription[];
  /** [from "key.output", to "key.field"]. */
  edges: Array<[string, string]>;
  notes?: NoteDescription[];
  en: TemplateTextsEn;
}

/** The languages a template is generated in; `zh` is the base, the texts of the description itself. */
export type TemplateLanguage = 'zh' | 'en';

const registry = createBuiltinRegistry();
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Five id characters derived from the template and the node's key, so regenerating keeps every id. */
function stableSuffix(templateKey: string, nodeKey: string): string {
  const digest = createHash('sha256').update(`${templateKey}/${nodeKey}`).digest();
  return [...digest.subarray(0, 5)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

function setValues(node: GenericNode, values: Record<string, unknown>): void {
  const component = node.data.node;
  for (const [name, value] of Object.entries(values)) {
    if (node.data.type === 'Prompt' && name === 'template' && typeof value === 'string') {
      const { input_variables, template } = promptTemplateFields(value, component.template);
      component.template = template;
      component.custom_fields = { template: input_variables };
      continue;
    }
    const field = component.template[name] as TemplateField | undefined;
    if (!field || typeof field !== 'object') throw new Error(`${node.data.type} has no field ${name}`);
    field.value = value;
  }
}

function genericNode(templateKey: string, description: NodeDescription, language: TemplateLanguage, texts: Record<string, unknown> = {}): GenericNode {
  const component = registry.frontendNode(description.type, language);
  if (!component) throw new Error(`no component ${description.type}`);
  const id = `${description.type}-${stableSuffix(templateKey, description.key)}`;
  const node: GenericNode = { id, type: 'genericNode', position: { x: description.x, y: description.y }, data: { id, type: description.type, node: component, showNode: true } };
  setValues(node, { ...description.values, ...texts });
  if (description.toolMode) {
    const definition = builtinComponents.find((candidate) => candidate.type === description.type);
    if (!definition) throw new Error(`no component ${description.type}`);
    node.data.node = toolModeNode(node.data.node, definition, true, language);
  }
  return node;
}

function noteNode(templateKey: string, description: NoteDescription): NoteNode {
  if (description.text.length > NOTE_MAX_LENGTH) throw new Error(`note ${description.key} is longer than ${NOTE_MAX_LENGTH} characters`);
  const id = `note-${stableSuffix(templateKey, description.key)}`;
  return {
    id,
    type: 'noteNode',
    position: { x: description.x, y: description.y },
    width: description.width,
    height: description.height,
    data: { id, type: 'note', node: { description: description.text, display_name: '', template: { backgroundColor: description.color ?? 'neutral' } } },
  };
}

function noteIn(templateKey: string, note: NoteDescription, en: TemplateTextsEn | undefined): NoteDescription {
  if (!en) return note;
  const text = en.notes[note.key];
  if (text === undefined) throw new Error(`${templateKey}: no English text for note ${note.key}`);
  return { ...note, text };
}

/** The flow a description stands for in `language`, with its metadata: one template file's content. */
export function buildTemplate(description: TemplateDescription, language: TemplateLanguage = 'zh'): StarterTemplate {
  const { nodes: nodeDescriptions, edges: edgeDescriptions, notes: baseNotes = [], en: english, ...base } = description;
  const en = language === 'en' ? english : undefined;
  const metadata = en ? { ...base, name: en.name, description: en.description } : base;
  const notes = baseNotes.map((note) => noteIn(description.key, note, en));
  const nodes = nodeDescriptions.map((node) => genericNode(description.key, node, language, en?.values?.[node.key]));
  const idOf = new Map(nodeDescriptions.map((node, index) => [node.key, nodes[index]!.id]));
  const path = (reference: string) => {
    const [key = '', name = ''] = reference.split('.');
    const id = idOf.get(key);
    if (!id) throw new Error(`${description.key}: no node ${key}`);
    return `${id}.${name}`;
  };
  const edges = edgeDescriptions.map(([from, to]) => connectPath(nodes, path(from), path(to)));
  // No viewport: a template cannot know the screen it opens on, and the editor fits a flow saved without one.
  const data: FlowData = { nodes: [...notes.map((note) => noteNode(description.key, note)), ...nodes], edges };
  return { ...metadata, data };
}

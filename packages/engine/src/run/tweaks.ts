// Tweaks of the run API (reference section 2, Langflow's process_tweaks/apply_tweaks): per-node
// field overrides, keyed by node id or display name, applied to a copy of the flow before it runs.
import { getField, isGenericNode, type FlowData, type GenericNode, type TemplateField, type WorkflowNode } from '@app/flow-graph';

/** `{component_id_or_display_name: {field: value}}`; a top-level `{field: value}` applies to every node having the field. */
export type Tweaks = Record<string, unknown>;

export function applyTweaks<F extends Pick<FlowData, 'nodes' | 'edges'>>(flow: F, tweaks: Tweaks | null | undefined): F {
  if (!tweaks || Object.keys(tweaks).length === 0) return flow;
  const forAllNodes = Object.entries(tweaks).filter(([, value]) => !isRecord(value));
  const nodes = flow.nodes.map((node) => {
    if (!isGenericNode(node)) return node;
    const own = nodeTweaks(node, tweaks);
    if (!own && forAllNodes.length === 0) return node;
    const copy = structuredClone(node);
    const template = copy.data.node.template;
    for (const [name, value] of forAllNodes) if (getField(template, name)) applyTweak(getField(template, name) as TemplateField, value);
    for (const [name, value] of Object.entries(own ?? {})) {
      const field = getField(template, name);
      if (field) applyTweak(field, value);
    }
    return copy;
  });
  return { ...flow, nodes };
}

/** The tweaks addressed to a node: by its id first, else by its display name. */
export function nodeTweaks(node: WorkflowNode, tweaks: Tweaks): Record<string, unknown> | undefined {
  if (!isGenericNode(node)) return undefined;
  const byId = tweaks[node.id];
  if (isRecord(byId)) return byId;
  const byName = tweaks[node.data.node.display_name];
  return isRecord(byName) ? byName : undefined;
}

function applyTweak(field: TemplateField, value: unknown): void {
  if (field.type === 'NestedDict') {
    field.value = typeof value === 'string' ? parseJson(value) : value;
    return;
  }
  // A file field keeps the server path in file_path; the component reads that.
  const valueKey = field.type === 'file' ? 'file_path' : 'value';
  const target = field as Record<string, unknown>;
  if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) target[key === 'value' ? valueKey : key] = item;
    return;
  }
  target[valueKey] = value;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Langflow's `stream=True` in process_tweaks, as it takes effect: the `stream` field is switched
 * on for the nodes `streams` picks (Langflow's models stream only into a chat output; anything
 * else gets their whole text).
 */
export function switchOnStreaming<F extends Pick<FlowData, 'nodes' | 'edges'>>(flow: F, streams: (node: GenericNode) => boolean): F {
  const nodes = flow.nodes.map((node) => {
    if (!isGenericNode(node)) return node;
    const field = getField(node.data.node.template, 'stream');
    if (!field || !streams(node)) return node;
    // Only the path to the field is copied: a deep copy of the node (its code and every field)
    // cost more of a streamed run than the switch is worth, and runs never change a flow's nodes.
    const template = { ...node.data.node.template, stream: { ...field, value: true } };
    return { ...node, data: { ...node.data, node: { ...node.data.node, template } } };
  });
  return { ...flow, nodes };
}

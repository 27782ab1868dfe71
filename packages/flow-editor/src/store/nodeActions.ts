// Actions that add a node or edit one node: field values and flags, component replacement,
// names, outputs, minimize, and note text, colour and size.
import {
  areHandlesCompatible,
  canAddComponent,
  canChangeFieldVisibility,
  canChangeOutputVisibility,
  canMinimize,
  createNodeId,
  DEFAULT_NOTE_COLOR,
  edgeHandles,
  findBrokenEdges,
  findOutput,
  getField,
  NOTE_MAX_LENGTH,
  NOTE_MIN_SIZE,
  formatMessage,
  replaceLangflowNode as withLangflowReplacement,
  repointEdge,
  sourceHandleFor,
  type ComponentNode,
  type RuleResult,
} from '@app/flow-graph';
import { asEditorEdges, asEditorNodes, asWorkflowEdges, asWorkflowNodes, findGenericNode, patchTemplateField, updateComponent, updateGenericNode, updateNoteNode } from './graph';
import type { StoreKit } from './storeKit';
import type { ComponentReplacement, EditorGenericNode, EditorNode, EditorNoteNode, FlowStoreState } from './types';

const RULE_ALLOWED: RuleResult = { ok: true };

type NodeActions = Pick<
  FlowStoreState,
  | 'addComponent'
  | 'addNote'
  | 'setFieldValue'
  | 'patchField'
  | 'replaceComponent'
  | 'replaceComponents'
  | 'replaceLangflowNode'
  | 'renameNode'
  | 'setNodeDescription'
  | 'setFrozen'
  | 'selectOutputType'
  | 'setOutputHidden'
  | 'setMinimized'
  | 'setNoteText'
  | 'setNoteColor'
  | 'resizeNote'
>;

export function nodeActions({ get, edit }: StoreKit): NodeActions {
  /** Applies a change to the nodes as one undo step, if it changed anything. */
  const editNodes = (nodes: EditorNode[], coalesceKey?: string) => {
    if (nodes !== get().nodes) edit({ nodes }, coalesceKey);
  };

  function replaceComponents(replacements: readonly ComponentReplacement[]): { droppedEdges: number } {
    let nodes = get().nodes;
    const replaced = new Set<string>();
    for (const { nodeId, node: component, edited, type } of replacements) {
      if (!findGenericNode(nodes, nodeId)) continue;
      const replacement: ComponentNode = edited === undefined ? component : { ...component, edited };
      nodes = updateGenericNode(nodes, nodeId, (node) => ({ ...node, data: { ...node.data, type: type ?? node.data.type, node: replacement } }));
      replaced.add(nodeId);
    }
    if (replaced.size === 0) return { droppedEdges: 0 };
    const touching = get().edges.filter((edge) => replaced.has(edge.source) || replaced.has(edge.target));
    const broken = new Set(findBrokenEdges(asWorkflowNodes(nodes), asWorkflowEdges(touching)).map(({ edge }) => edge.id));
    edit({ nodes, edges: get().edges.filter((edge) => !broken.has(edge.id)) });
    return { droppedEdges: broken.size };
  }

  return {
    addComponent(type, position, node) {
      const component = node ?? get().components[type];
      if (!component) return { ok: false, code: 'NODE_INVALID', message: formatMessage('NODE_INVALID') };
      const allowed = canAddComponent(type, asWorkflowNodes(get().nodes));
      if (!allowed.ok) return allowed;
      const id = createNodeId(type);
      const added: EditorGenericNode = { id, type: 'genericNode', position, data: { id, type, node: structuredClone(component), showNode: true } };
      edit({ nodes: [...get().nodes, added] });
      return { ok: true, nodeId: id };
    },

    addNote(position) {
      const id = createNodeId('note');
      const note: EditorNoteNode = {
        id,
        type: 'noteNode',
        position,
        width: NOTE_MIN_SIZE,
        height: NOTE_MIN_SIZE,
        data: { id, type: 'note', node: { description: '', display_name: '', template: { backgroundColor: DEFAULT_NOTE_COLOR } } },
      };
      edit({ nodes: [...get().nodes, note] });
      return id;
    },

    setFieldValue(nodeId, field, value, patch) {
      const { show: _show, ...flags } = patch ?? {};
      const nodes = updateComponent(get().nodes, nodeId, (component) =>
        getField(component.template, field)?.value === value && !patch ? component : patchTemplateField(component, field, { ...flags, value }),
      );
      // A value with flags (a variable chosen, a file picked) is a step of its own; typing coalesces.
      editNodes(nodes, patch ? undefined : `field:${nodeId}:${field}`);
    },

    patchField(nodeId, field, patch) {
      const node = findGenericNode(get().nodes, nodeId);
      const current = node && getField(node.data.node.template, field);
      if (!current) return RULE_ALLOWED;
      if (patch.show !== undefined && patch.show !== current.show) {
        const visibility = canChangeFieldVisibility(nodeId, field, asWorkflowEdges(get().edges));
        if (!visibility.ok) return visibility;
      }
      editNodes(updateComponent(get().nodes, nodeId, (component) => patchTemplateField(component, field, patch)));
      return RULE_ALLOWED;
    },

    replaceComponent(nodeId, node, options = {}) {
      return replaceComponents([{ nodeId, node, ...options }]);
    },

    replaceComponents,

    replaceLangflowNode(nodeId) {
      const { nodes, edges, components } = get();
      const replaced = withLangflowReplacement({ nodes: asWorkflowNodes(nodes), edges: asWorkflowEdges(edges) }, nodeId, (type) => components[type]);
      if (!replaced) return false;
      edit({ nodes: asEditorNodes(replaced.nodes), edges: asEditorEdges(replaced.edges) });
      return true;
    },

    renameNode(nodeId, name) {
      const trimmed = name.trim();
      if (!trimmed) return;
      editNodes(updateComponent(get().nodes, nodeId, (component) => (component.display_name === trimmed ? component : { ...component, display_name: trimmed })));
    },

    setFrozen(nodeIds, frozen) {
      let nodes = get().nodes;
      for (const nodeId of nodeIds) {
        nodes = updateComponent(nodes, nodeId, (component) => ((component.frozen === true) === frozen ? component : { ...component, frozen }));
      }
      editNodes(nodes);
    },

    setNodeDescription(nodeId, description) {
      editNodes(
        updateComponent(get().nodes, nodeId, (component) => (component.description === description ? component : { ...component, description })),
        `description:${nodeId}`,
      );
    },

    selectOutputType(nodeId, outputName, type) {
      const nodes = updateComponent(get().nodes, nodeId, (component) => {
        const outputs = component.outputs?.map((output) => (output.name === outputName && output.selected !== type ? { ...output, selected: type } : output));
        return outputs && outputs.some((output, index) => output !== component.outputs?.[index]) ? { ...component, outputs } : component;
      });
      if (nodes === get().nodes) return;
      // Edges leaving the output follow its new handle when the target still accepts the type.
      const node = findGenericNode(nodes, nodeId);
      const output = node && findOutput(node, outputName);
      const edges = asWorkflowEdges(get().edges).flatMap((edge) => {
        const { source, target } = edgeHandles(edge);
        if (edge.source !== nodeId || source?.name !== outputName) return [edge];
        if (!node || !output || !target) return [];
        const handle = sourceHandleFor(node, output);
        return areHandlesCompatible(handle, target) ? [repointEdge(edge, handle, target)] : [];
      });
      edit({ nodes, edges: asEditorEdges(edges) });
    },

    setOutputHidden(nodeId, outputName, hidden) {
      const allowed = canChangeOutputVisibility(nodeId, outputName, asWorkflowEdges(get().edges));
      if (!allowed.ok) return allowed;
      editNodes(
        updateComponent(get().nodes, nodeId, (component) => {
          const outputs = component.outputs?.map((output) => (output.name === outputName && Boolean(output.hidden) !== hidden ? { ...output, hidden } : output));
          return outputs && outputs.some((output, index) => output !== component.outputs?.[index]) ? { ...component, outputs } : component;
        }),
      );
      return RULE_ALLOWED;
    },

    setMinimized(nodeId, minimized): RuleResult {
      const node = findGenericNode(get().nodes, nodeId);
      if (!node) return RULE_ALLOWED;
      if (minimized) {
        const allowed = canMinimize(node);
        if (!allowed.ok) return allowed;
      }
      const showNode = !minimized;
      editNodes(updateGenericNode(get().nodes, nodeId, (current) => ((current.data.showNode ?? true) === showNode ? current : { ...current, data: { ...current.data, showNode } })));
      return RULE_ALLOWED;
    },

    setNoteText(nodeId, text) {
      const description = text.slice(0, NOTE_MAX_LENGTH);
      editNodes(
        updateNoteNode(get().nodes, nodeId, (note) =>
          note.data.node.description === description ? note : { ...note, data: { ...note.data, node: { ...note.data.node, description } } },
        ),
        `note:${nodeId}`,
      );
    },

    setNoteColor(nodeId, color) {
      editNodes(
        updateNoteNode(get().nodes, nodeId, (note) =>
          note.data.node.template.backgroundColor === color
            ? note
            : { ...note, data: { ...note.data, node: { ...note.data.node, template: { ...note.data.node.template, backgroundColor: color } } } },
        ),
      );
    },

    resizeNote(nodeId, size) {
      const width = Math.max(NOTE_MIN_SIZE, size.width);
      const height = Math.max(NOTE_MIN_SIZE, size.height);
      // A resize gesture reports many sizes; they make one undo step.
      editNodes(
        updateNoteNode(get().nodes, nodeId, (note) => (note.width === width && note.height === height ? note : { ...note, width, height })),
        `resize:${nodeId}`,
      );
    },
  };
}

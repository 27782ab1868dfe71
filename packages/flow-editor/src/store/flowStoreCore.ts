// The store of one open flow (see types.ts for what each action does). Every rule comes from
// @app/flow-graph; this file wires the canvas callbacks, history and save state, and assembles the
// node and selection actions. It imports nothing of xyflow at run time: the canvas's change
// appliers come in as `CanvasChanges` (createFlowStore passes xyflow's), so a screen without a
// canvas (the playground) gets its store without loading xyflow.
import { checkConnection, buildEdge, importLangflowGraph, localizeNodeTexts, parseSourceHandle, parseTargetHandle, type ComponentNode, type FlowRecord } from '@app/flow-graph';
import type { Connection, EdgeChange, NodeChange } from '@xyflow/react';
import { createStore } from 'zustand/vanilla';
import type { FlowStore } from './FlowStoreProvider';
import { asEditorEdges, asEditorNodes, asWorkflowEdges, asWorkflowNodes, graphFromFlowData, graphToFlowData } from './graph';
import { pushSnapshot } from './history';
import { nodeActions } from './nodeActions';
import { selectionActions } from './selectionActions';
import type { StoreKit } from './storeKit';
import type { EditorEdge, EditorNode, FlowSnapshot, FlowStoreState } from './types';

export interface CreateFlowStoreOptions {
  flow: FlowRecord;
  /** The component catalogue by component type. */
  components: Readonly<Record<string, ComponentNode>>;
}

/** How the canvas applies its changes to nodes and edges: xyflow's applyNodeChanges and applyEdgeChanges. */
export interface CanvasChanges {
  applyNodeChanges(changes: NodeChange<EditorNode>[], nodes: EditorNode[]): EditorNode[];
  applyEdgeChanges(changes: EdgeChange<EditorEdge>[], edges: EditorEdge[]): EditorEdge[];
}

const DEFAULT_VIEWPORT = { x: 0, y: 0, zoom: 1 };

/** The edge a connection makes, when both its handles are readable. */
function edgeFor(connection: Connection): EditorEdge | undefined {
  const source = connection.sourceHandle ? parseSourceHandle(connection.sourceHandle) : undefined;
  const target = connection.targetHandle ? parseTargetHandle(connection.targetHandle) : undefined;
  return source && target ? asEditorEdges([buildEdge(source, target)])[0] : undefined;
}

function loadedState(flow: FlowRecord) {
  return {
    flow,
    ...graphFromFlowData(flow.data),
    viewport: flow.data?.viewport ?? DEFAULT_VIEWPORT,
    focusRequest: null,
    locked: flow.locked,
    saveState: 'saved' as const,
    lastSavedAt: flow.updated_at,
    past: [],
    future: [],
  };
}

/** The raw error of a store without a canvas asked to apply canvas changes: a programming error. */
function noCanvas(): never {
  throw new Error('this flow store has no canvas: create it with createFlowStore to apply canvas changes');
}

/**
 * The store of one flow. `canvas`: the change appliers of the canvas that edits it; null for a
 * screen that shows no canvas, whose onNodesChange and onEdgesChange then throw.
 */
export function createFlowStoreCore({ flow, components }: CreateFlowStoreOptions, canvas: CanvasChanges | null): FlowStore {
  const store = createStore<FlowStoreState>()((set, get) => {
    // Bookkeeping that is not state anyone renders: which edit the last snapshot belongs to (so
    // typing coalesces), whether a drag is under way, and the revision a save in flight carries.
    let coalesceKey: string | null = null;
    let dragging = false;
    let savingRevision: number | null = null;

    const takeSnapshot = () => {
      const { nodes, edges, past } = get();
      set({ past: pushSnapshot(past, { nodes, edges }), future: [] });
      coalesceKey = null;
    };
    const touch: StoreKit['touch'] = (partial) => set({ ...partial, saveState: 'dirty', revision: get().revision + 1 });
    // Built-in components' texts in the catalogue's language (the user's): how the nodes are shown,
    // no edit of the user's (not undoable, not unsaved); a later save stores them so.
    const showInCatalogueLanguage = () => {
      const { nodes, past, future, components: catalogue } = get();
      const localized = localizeNodeTexts(asWorkflowNodes(nodes), catalogue);
      if (localized === nodes) return;
      const localize = (snapshot: FlowSnapshot): FlowSnapshot => ({ ...snapshot, nodes: asEditorNodes(localizeNodeTexts(asWorkflowNodes(snapshot.nodes), catalogue)) });
      set({ nodes: asEditorNodes(localized), past: past.map(localize), future: future.map(localize) });
    };
    const kit: StoreKit = {
      get,
      set,
      touch,
      edit(partial, key) {
        if (key === undefined || key !== coalesceKey) takeSnapshot();
        coalesceKey = key ?? null;
        touch(partial);
      },
    };
    const restore = (from: 'past' | 'future') => {
      const stack = get()[from];
      const snapshot = stack.at(-1);
      if (!snapshot) return;
      const { nodes, edges } = get();
      const other = from === 'past' ? 'future' : 'past';
      set({ [from]: stack.slice(0, -1), [other]: pushSnapshot(get()[other], { nodes, edges }) });
      coalesceKey = null;
      dragging = false;
      touch({ nodes: snapshot.nodes, edges: snapshot.edges });
    };

    return {
      ...loadedState(flow),
      components,
      revision: 0,
      clipboard: null,

      onNodesChange(changes) {
        if (changes.length === 0) return;
        const nodes = (canvas ?? noCanvas()).applyNodeChanges(changes, get().nodes);
        // A removed node takes its edges along, in the same undo step.
        const removed = new Set(changes.flatMap((change) => (change.type === 'remove' ? [change.id] : [])));
        const edges = removed.size === 0 ? get().edges : get().edges.filter((edge) => !removed.has(edge.source) && !removed.has(edge.target));
        const dragStart = changes.some((change) => change.type === 'position' && change.dragging === true) && !dragging;
        if (changes.some((change) => change.type === 'position')) {
          dragging = changes.some((change) => change.type === 'position' && change.dragging === true);
        }
        // Selection and measured sizes are the canvas's own business: neither undoable nor saved.
        const saved = changes.filter((change) => change.type !== 'select' && change.type !== 'dimensions');
        if (saved.length === 0) set({ nodes });
        else if (dragStart || saved.some((change) => change.type !== 'position')) kit.edit({ nodes, edges });
        else touch({ nodes });
      },

      onEdgesChange(changes) {
        if (changes.length === 0) return;
        const edges = (canvas ?? noCanvas()).applyEdgeChanges(changes, get().edges);
        if (changes.every((change) => change.type === 'select')) set({ edges });
        // xyflow reports removed nodes' edges after the nodes; deleteNodes already took them.
        else if (edges.length !== get().edges.length || changes.some((change) => change.type !== 'remove')) kit.edit({ edges });
      },

      checkConnection(connection, replacing) {
        const edges = get().edges.filter((edge) => edge.id !== replacing);
        return checkConnection(connection, { nodes: asWorkflowNodes(get().nodes), edges: asWorkflowEdges(edges) });
      },

      connect(connection) {
        const verdict = get().checkConnection(connection);
        const edge = verdict.ok ? edgeFor(connection) : undefined;
        if (edge) kit.edit({ edges: [...get().edges, edge] });
        return verdict;
      },

      reconnect(edgeId, connection) {
        const verdict = get().checkConnection(connection, edgeId);
        const edge = verdict.ok ? edgeFor(connection) : undefined;
        if (edge) kit.edit({ edges: [...get().edges.filter((existing) => existing.id !== edgeId), edge] });
        return verdict;
      },

      setViewport(viewport) {
        set({ viewport });
      },

      focusNodes(nodeIds) {
        set({ focusRequest: { nodeIds: [...nodeIds] } });
      },

      setComponents(catalogue) {
        set({ components: catalogue });
        showInCatalogueLanguage();
        // Langflow's nodes stored as Langflow wrote them (a flow saved before they were mapped)
        // land on our components once the catalogue is known: an edit, undoable and saved.
        const graph = { nodes: asWorkflowNodes(get().nodes), edges: asWorkflowEdges(get().edges) };
        const imported = importLangflowGraph(graph, (type) => catalogue[type]).data;
        if (imported !== graph) kit.edit({ nodes: asEditorNodes(imported.nodes), edges: asEditorEdges(imported.edges) });
      },

      ...nodeActions(kit),
      ...selectionActions(kit),

      setLocked(locked) {
        if (locked !== get().locked) touch({ locked });
      },

      takeSnapshot,
      undo: () => restore('past'),
      redo: () => restore('future'),

      toFlowData() {
        const { nodes, edges, viewport } = get();
        return { ...graphToFlowData(nodes, edges), viewport };
      },

      loadFlow(next, options = {}) {
        coalesceKey = null;
        dragging = false;
        savingRevision = null;
        set(loadedState(next));
        showInCatalogueLanguage();
        if (options.unsaved) touch({});
      },

      markSaving() {
        savingRevision = get().revision;
        set({ saveState: 'saving' });
      },

      markSaved(saved) {
        // A change made while the save was in flight is not in what was saved.
        const changedSince = savingRevision !== null && savingRevision !== get().revision;
        savingRevision = null;
        set({ flow: saved, saveState: changedSince ? 'dirty' : 'saved', lastSavedAt: saved.updated_at ?? new Date().toISOString() });
      },

      markSaveFailed() {
        savingRevision = null;
        set({ saveState: 'error' });
      },
    };
  });
  store.getState().setComponents(components);
  return store;
}

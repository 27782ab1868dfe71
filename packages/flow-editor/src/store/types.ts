// The state and actions of one open flow on the canvas. One store per editor (createFlowStore),
// handed down by <FlowStoreProvider>; components read it through useFlowStore(selector) so a
// change to one node re-renders only what selects it.
import type { ComponentNode, EdgeData, FlowData, FlowRecord, GenericNodeData, NoteColor, NoteNodeData, RuleResult, TemplateField, Viewport, XYPosition } from '@app/flow-graph';
import type { Connection, Edge, EdgeChange, Node, NodeChange } from '@xyflow/react';

export type EditorGenericNode = Node<GenericNodeData, 'genericNode'>;
export type EditorNoteNode = Node<NoteNodeData, 'noteNode'>;
export type EditorNode = EditorGenericNode | EditorNoteNode;
export type EditorEdge = Edge<EdgeData>;

/** The header's save indicator: 已保存 / unsaved changes / 保存中... / the last save failed. */
export type SaveState = 'saved' | 'dirty' | 'saving' | 'error';

/** What undo and redo restore. */
export interface FlowSnapshot {
  nodes: EditorNode[];
  edges: EditorEdge[];
}

/** A node's new component: `edited` marks custom code, `type` a changed component class. */
export interface ComponentReplacement {
  nodeId: string;
  node: ComponentNode;
  edited?: boolean;
  type?: string;
}

/** An action's verdict with what it made (the new node's id, the pasted nodes' ids …). */
export type AddResult = { ok: true; nodeId: string } | Extract<RuleResult, { ok: false }>;

export interface FlowStoreState {
  /** The flow as last loaded or saved; `nodes`/`edges`/`viewport` are the working copy of its data. */
  flow: FlowRecord;
  nodes: EditorNode[];
  edges: EditorEdge[];
  viewport: Viewport;
  /** Nodes the canvas should bring into view (an import put them wherever their file had them); not saved. */
  focusRequest: { nodeIds: string[] } | null;
  /** The component catalogue by component type (GET all, flattened): what the sidebar adds and outdated detection compares with. */
  components: Readonly<Record<string, ComponentNode>>;
  /** The flow's `locked` flag: nodes cannot be dragged, connected or selected. */
  locked: boolean;
  saveState: SaveState;
  /** ISO time of the last successful save (or the load). */
  lastSavedAt: string | null;
  /** At most 100 snapshots each; a new snapshot empties `future`. */
  past: FlowSnapshot[];
  future: FlowSnapshot[];
  /** Counts changes to what is saved (graph and lock); auto-save debounces on it, markSaved compares it. */
  revision: number;
  /** The last copy or cut, what paste() inserts. */
  clipboard: FlowData | null;

  // xyflow wiring (controlled flow)
  onNodesChange(changes: NodeChange<EditorNode>[]): void;
  onEdgesChange(changes: EdgeChange<EditorEdge>[]): void;
  /**
   * The verdict for a proposed edge (the tooltip while dragging: 不能连接到同一个节点 / 与其不兼容 …).
   * `replacing`: the id of an edge whose end is being moved, left out so it does not occupy its own field.
   */
  checkConnection(connection: Connection, replacing?: string): RuleResult;
  /** Adds the edge when checkConnection allows it. */
  connect(connection: Connection): RuleResult;
  /** Moves an edge's end (xyflow reconnection): replaces the edge with the connection in one undo step when it is allowed. */
  reconnect(edgeId: string, connection: Connection): RuleResult;
  setViewport(viewport: Viewport): void;
  /** Asks the canvas to fit these nodes into view. */
  focusNodes(nodeIds: readonly string[]): void;
  /** A new catalogue (loaded, refreshed, or in another language): built-in nodes are shown with its texts. */
  setComponents(components: Readonly<Record<string, ComponentNode>>): void;

  // Adding
  /** A component of the catalogue (or `node` for a saved component) at a canvas position; unique components are refused when present. */
  addComponent(type: string, position: XYPosition, node?: ComponentNode): AddResult;
  addNote(position: XYPosition): string;

  // Editing one node
  /**
   * A field's value; consecutive calls for the same field make one undo step (typing). `patch`
   * carries flags that go with the value (e.g. `{ load_from_db: true }`); `show` is not changed here.
   */
  setFieldValue(nodeId: string, field: string, value: unknown, patch?: Partial<TemplateField>): void;
  /** Flags of a field (show, advanced …); changing `show` of a connected field is refused (无法更改已连接句柄的可见性). */
  patchField(nodeId: string, field: string, patch: Partial<TemplateField>): RuleResult;
  /** The node after a template update, custom code or a component update; edges that no longer fit are dropped and counted. */
  replaceComponent(nodeId: string, node: ComponentNode, options?: { edited?: boolean; type?: string }): { droppedEdges: number };
  /** Several replacements as one undo step (the banner's update-all). */
  replaceComponents(replacements: readonly ComponentReplacement[]): { droppedEdges: number };
  /**
   * Replaces a Langflow component nothing here stands for by the one the user chose instead
   * (a cloud vector store by the database vector store), settings and edges carried over; false
   * when the node has no replacement.
   */
  replaceLangflowNode(nodeId: string): boolean;
  /** Keeps the old name when the new one is empty after trimming. */
  renameNode(nodeId: string, name: string): void;
  setNodeDescription(nodeId: string, description: string): void;
  /** Freezes (the engine reuses their last results) or thaws components, as one undo step. */
  setFrozen(nodeIds: readonly string[], frozen: boolean): void;
  selectOutputType(nodeId: string, outputName: string, type: string): void;
  /** Refused with 无法更改已连接句柄的可见性 while the output has an edge. */
  setOutputHidden(nodeId: string, outputName: string, hidden: boolean): RuleResult;
  /** Refused with 仅支持单个连接点或更少的组件最小化. when the node has more than one connection point or output. */
  setMinimized(nodeId: string, minimized: boolean): RuleResult;
  setNoteText(nodeId: string, text: string): void;
  setNoteColor(nodeId: string, color: NoteColor): void;
  resizeNote(nodeId: string, size: { width: number; height: number }): void;

  // Selection actions (on the selected nodes unless ids are given)
  copySelection(): FlowData | null;
  cutSelection(): FlowData | null;
  /** Pastes the last copy (or `data`, e.g. from the system clipboard) with fresh ids, 10 px offset, or at `position`. */
  paste(options?: { data?: FlowData; position?: XYPosition }): string[];
  /** Copies with fresh ids, offset x 50, y 10. */
  duplicate(nodeIds?: readonly string[]): string[];
  deleteSelection(): void;
  deleteNodes(nodeIds: readonly string[]): void;
  deleteEdges(edgeIds: readonly string[]): void;
  groupSelection(): AddResult;
  ungroup(nodeId: string): void;
  setLocked(locked: boolean): void;

  // History
  /** Records the current graph before a change the user may undo. */
  takeSnapshot(): void;
  undo(): void;
  redo(): void;

  // Persistence
  /** The working copy as flow data (what is saved and exported). */
  toFlowData(): FlowData;
  /** Replaces the whole graph (import, reload); history starts over. `unsaved`: the graph still has to be saved (an import). */
  loadFlow(flow: FlowRecord, options?: { unsaved?: boolean }): void;
  markSaving(): void;
  markSaved(flow: FlowRecord): void;
  markSaveFailed(): void;
}

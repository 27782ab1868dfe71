// The flow canvas (spec/3 section 2, Canvas): a controlled ReactFlow over the flow store with the
// nodes of src/nodes, connection rules while dragging, drops from the sidebar and of flow files,
// the selection's group actions, zoom and lock controls, the outdated banner, the shortcuts and the
// share entry. Read-only (the /flow/{id}/view page), it only draws the flow: panning and zoom stay.

import { Panel, ReactFlow, ReactFlowProvider, useReactFlow, useStore, useStoreApi, type AriaLabelConfig, type OnMoveEnd, type ReactFlowProps, type Viewport } from '@xyflow/react';
import { Group, useComputedColorScheme } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useEditorTranslation } from '../context/EditorTexts';
import { nodeTypes, readOnlyNodeTypes } from '../nodes';
import { ShareFlowButton } from '../share/ShareFlowButton';
import { useFlowStore, useFlowStoreApi } from '../store/FlowStoreProvider';
import type { EditorEdge, EditorNode } from '../store/types';
import { AddNoteButton } from './AddNoteButton';
import { CanvasBackground } from './CanvasBackground';
import { CanvasControls } from './CanvasControls';
import { CONNECTION_RADIUS, FIT_VIEW_OPTIONS, MAX_ZOOM, MIN_ZOOM } from './canvasLimits';
import { ConnectionTooltip } from './ConnectionTooltip';
import { edgeTypes } from './FlowEdge';
import { OutdatedBanner } from './OutdatedBanner';
import { SelectionToolbar } from './SelectionToolbar';
import { useCanvasDrop } from './useCanvasDrop';
import { useCanvasNodes } from './useCanvasNodes';
import { useCanvasShortcuts, type CanvasShortcutHandlers } from './useCanvasShortcuts';
import { useEdgeConnections } from './useEdgeConnections';
import { useNodesOnDemand, useShownNodes, type NodesOnDemand } from './useNodesOnDemand';
import { viewportShowsNodes } from './viewportShowsNodes';

export interface FlowCanvasProps extends CanvasShortcutHandlers {
  /** Top-left, before the add-note button: the page's own buttons (e.g. add component). */
  toolbar?: ReactNode;
  /** Nothing can be moved, connected, selected, typed in or dropped; no graph actions are offered. */
  readOnly?: boolean;
}

/**
 * Follows viewport changes that come from the store (a reload or an import), not from the user.
 * Subscribed rather than selected: the user's own pans come back through onMoveEnd (every step of
 * an auto-pan while dragging a node), and selecting them would render the whole canvas again.
 */
function useStoreViewport() {
  const store = useFlowStoreApi();
  const { getViewport, setViewport } = useReactFlow();
  useEffect(() => {
    const follow = ({ x, y, zoom }: Viewport) => {
      const current = getViewport();
      if (current.x !== x || current.y !== y || current.zoom !== zoom) void setViewport({ x, y, zoom });
    };
    follow(store.getState().viewport);
    return store.subscribe((state, previous) => {
      if (state.viewport !== previous.viewport) follow(state.viewport);
    });
  }, [store, getViewport, setViewport]);
}

/** Fits the nodes of the store's latest focus request into view, once they are measured. */
function useFocusRequests(release: NodesOnDemand['release']) {
  const request = useFlowStore((state) => state.focusRequest);
  const { fitView } = useReactFlow();
  useEffect(() => {
    if (!request || request.nodeIds.length === 0) return;
    release(request.nodeIds);
    void fitView({ nodes: request.nodeIds.map((id) => ({ id })), ...FIT_VIEW_OPTIONS, maxZoom: 1 });
  }, [request, fitView, release]);
}

/** Opened on a saved viewport that shows none of the nodes: the whole flow is fitted into view instead. */
function useFitWhenNothingShown(savedViewport: boolean, release: NodesOnDemand['release']) {
  const { fitView } = useReactFlow();
  const canvas = useStoreApi();
  const store = useFlowStoreApi();
  const sized = useStore((state) => state.width > 0 && state.height > 0);
  const checked = useRef(false);
  useEffect(() => {
    if (!savedViewport || !sized || checked.current) return;
    checked.current = true;
    const { width, height, transform } = canvas.getState();
    const { nodes } = store.getState();
    const [x, y, zoom] = transform;
    if (nodes.length === 0 || viewportShowsNodes({ x, y, zoom }, { width, height }, nodes)) return;
    release();
    void fitView(FIT_VIEW_OPTIONS);
  }, [savedViewport, sized, canvas, store, fitView, release]);
}

/**
 * ReactFlow with the store's nodes: the one part of the canvas that renders on each change of a
 * node (every step of a drag). The canvas around it, with its hooks, overlays and Mantine's colour
 * scheme (which asks the browser's matchMedia on every render), renders only for its own changes.
 */
function ReactFlowWithNodes({ held, ...props }: ReactFlowProps<EditorNode, EditorEdge> & { held: NodesOnDemand['held'] }) {
  const nodes = useShownNodes(useCanvasNodes(useFlowStoreApi()), held);
  return <ReactFlow {...props} nodes={nodes} />;
}

function Canvas({ toolbar, readOnly = false, ...handlers }: FlowCanvasProps) {
  const { t } = useEditorTranslation('canvas');
  const store = useFlowStoreApi();
  const edges = useFlowStore((state) => state.edges);
  const locked = useFlowStore((state) => state.locked) || readOnly;
  const onNodesChange = useFlowStore((state) => state.onNodesChange);
  const onEdgesChange = useFlowStore((state) => state.onEdgesChange);
  const setViewport = useFlowStore((state) => state.setViewport);
  // What the canvas opened with: the saved viewport, or the whole flow in view when none was saved
  // (or the saved one shows none of it, below).
  const [initial] = useState(() => ({ viewport: store.getState().viewport, fitView: !store.getState().flow.data?.viewport }));
  const onDemand = useNodesOnDemand(store, edges, initial.fitView ? null : initial.viewport);
  const connections = useEdgeConnections();
  const drop = useCanvasDrop();
  useStoreViewport();
  useFitWhenNothingShown(!initial.fitView, onDemand.release);
  useFocusRequests(onDemand.release);
  useCanvasShortcuts(handlers, !readOnly);

  const ariaLabelConfig = useMemo<Partial<AriaLabelConfig>>(
    () => ({
      'controls.ariaLabel': t('controls.label'),
      'controls.zoomIn.ariaLabel': t('controls.zoomIn'),
      'controls.zoomOut.ariaLabel': t('controls.zoomOut'),
      'controls.fitView.ariaLabel': t('controls.fitView'),
    }),
    [t],
  );
  // Stable: a new callback each render is a prop change xyflow copies into its store, which makes
  // every node, edge and toolbar of the canvas check its selection once more per drag step.
  const onMoveEnd = useCallback<OnMoveEnd>((_event, viewport) => setViewport(viewport), [setViewport]);
  // xyflow's own parts (controls, attribution, background, edges) follow the console's theme.
  const colorMode = useComputedColorScheme('light');

  // The same elements while nothing of theirs changes: ReactFlowWithNodes renders on every step of a drag, its panels need not.
  const { reconnectingEdgeId } = connections;
  const overlays = useMemo(
    () => (
      <>
        <CanvasBackground />
        <CanvasControls lockable={!readOnly} onFitView={onDemand.release} />
        <Panel position="top-right">
          <ShareFlowButton readOnly={readOnly} />
        </Panel>
        {!readOnly && (
          <>
            <Panel position="top-left">
              <Group gap="xs">
                {toolbar}
                <AddNoteButton />
              </Group>
            </Panel>
            <SelectionToolbar />
            <OutdatedBanner />
            <ConnectionTooltip reconnectingEdgeId={reconnectingEdgeId} />
          </>
        )}
      </>
    ),
    [readOnly, toolbar, onDemand.release, reconnectingEdgeId],
  );

  return (
    <>
      <ReactFlowWithNodes
        held={onDemand.held}
        aria-label={t('label')}
        colorMode={colorMode}
        edges={edges}
        nodeTypes={readOnly ? readOnlyNodeTypes : nodeTypes}
        edgeTypes={edgeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={readOnly ? undefined : connections.onConnect}
        isValidConnection={connections.isValidConnection}
        edgesReconnectable={!locked}
        onReconnectStart={readOnly ? undefined : connections.onReconnectStart}
        onReconnect={readOnly ? undefined : connections.onReconnect}
        onReconnectEnd={readOnly ? undefined : connections.onReconnectEnd}
        nodesDraggable={!locked}
        nodesConnectable={!locked}
        elementsSelectable={!locked}
        nodesFocusable={!readOnly}
        edgesFocusable={!readOnly}
        defaultViewport={initial.viewport}
        fitView={initial.fitView}
        fitViewOptions={FIT_VIEW_OPTIONS}
        onMoveEnd={onMoveEnd}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        connectionRadius={CONNECTION_RADIUS}
        snapToGrid={false}
        // Large flows: only what is in view is mounted (and measured first: useNodesOnDemand), so opening and dragging stay fast.
        onlyRenderVisibleElements
        // Delete and Backspace go through the shortcuts, which leave text fields and dialogs alone.
        deleteKeyCode={null}
        // A double click belongs to the nodes (rename, note editing).
        zoomOnDoubleClick={false}
        onDragOver={readOnly ? undefined : drop.onDragOver}
        onDrop={readOnly ? undefined : drop.onDrop}
        ariaLabelConfig={ariaLabelConfig}
      >
        {overlays}
      </ReactFlowWithNodes>
    </>
  );
}

/** Renders the flow of the surrounding FlowStoreProvider; give it a sized parent (it fills it). */
export function FlowCanvas(props: FlowCanvasProps) {
  return (
    <ReactFlowProvider>
      <Canvas {...props} />
    </ReactFlowProvider>
  );
}

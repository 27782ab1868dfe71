// The flow canvas (spec/3 section 2, Canvas): a controlled ReactFlow over the flow store with the
// nodes of src/nodes, connection rules while dragging, drops from the sidebar and of flow files,
// the selection's group actions, zoom and lock controls, the outdated banner and the shortcuts.
import { Background, Panel, ReactFlow, ReactFlowProvider, useReactFlow, type AriaLabelConfig, type OnMoveEnd } from '@xyflow/react';
import { Group } from '@mantine/core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nodeTypes } from '../nodes';
import { useFlowStore, useFlowStoreApi } from '../store/FlowStoreProvider';
import { AddNoteButton } from './AddNoteButton';
import { CanvasControls } from './CanvasControls';
import { CONNECTION_RADIUS, FIT_VIEW_OPTIONS, MAX_ZOOM, MIN_ZOOM } from './canvasLimits';
import { ConnectionTooltip } from './ConnectionTooltip';
import { edgeTypes } from './FlowEdge';
import { OutdatedBanner } from './OutdatedBanner';
import { SelectionToolbar } from './SelectionToolbar';
import { useCanvasDrop } from './useCanvasDrop';
import { useCanvasShortcuts, type CanvasShortcutHandlers } from './useCanvasShortcuts';
import { useEdgeConnections } from './useEdgeConnections';

export interface FlowCanvasProps extends CanvasShortcutHandlers {
  /** Top-left, before the add-note button: the page's own buttons (e.g. add component). */
  toolbar?: ReactNode;
}

/** Follows viewport changes that come from the store (a reload or an import), not from the user. */
function useStoreViewport() {
  const viewport = useFlowStore((state) => state.viewport);
  const { getViewport, setViewport } = useReactFlow();
  useEffect(() => {
    const current = getViewport();
    if (current.x !== viewport.x || current.y !== viewport.y || current.zoom !== viewport.zoom) void setViewport(viewport);
  }, [viewport, getViewport, setViewport]);
}

/** Fits the nodes of the store's latest focus request into view, once they are measured. */
function useFocusRequests() {
  const request = useFlowStore((state) => state.focusRequest);
  const { fitView } = useReactFlow();
  useEffect(() => {
    if (request && request.nodeIds.length > 0) void fitView({ nodes: request.nodeIds.map((id) => ({ id })), ...FIT_VIEW_OPTIONS, maxZoom: 1 });
  }, [request, fitView]);
}

function Canvas({ toolbar, ...handlers }: FlowCanvasProps) {
  const { t } = useTranslation('canvas');
  const store = useFlowStoreApi();
  const nodes = useFlowStore((state) => state.nodes);
  const edges = useFlowStore((state) => state.edges);
  const locked = useFlowStore((state) => state.locked);
  const onNodesChange = useFlowStore((state) => state.onNodesChange);
  const onEdgesChange = useFlowStore((state) => state.onEdgesChange);
  const setViewport = useFlowStore((state) => state.setViewport);
  // What the canvas opened with: the saved viewport, or the whole flow in view when none was saved.
  const [initial] = useState(() => ({ viewport: store.getState().viewport, fitView: !store.getState().flow.data?.viewport }));
  const connections = useEdgeConnections();
  const drop = useCanvasDrop();
  useStoreViewport();
  useFocusRequests();
  useCanvasShortcuts(handlers);

  const ariaLabelConfig = useMemo<Partial<AriaLabelConfig>>(
    () => ({
      'controls.ariaLabel': t('controls.label'),
      'controls.zoomIn.ariaLabel': t('controls.zoomIn'),
      'controls.zoomOut.ariaLabel': t('controls.zoomOut'),
      'controls.fitView.ariaLabel': t('controls.fitView'),
    }),
    [t],
  );
  const onMoveEnd: OnMoveEnd = (_event, viewport) => setViewport(viewport);

  return (
    <>
      <ReactFlow
        aria-label={t('label')}
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={connections.onConnect}
        isValidConnection={connections.isValidConnection}
        edgesReconnectable={!locked}
        onReconnectStart={connections.onReconnectStart}
        onReconnect={connections.onReconnect}
        onReconnectEnd={connections.onReconnectEnd}
        nodesDraggable={!locked}
        nodesConnectable={!locked}
        elementsSelectable={!locked}
        defaultViewport={initial.viewport}
        fitView={initial.fitView}
        fitViewOptions={FIT_VIEW_OPTIONS}
        onMoveEnd={onMoveEnd}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        connectionRadius={CONNECTION_RADIUS}
        snapToGrid={false}
        // Large flows: only what is in view is mounted, so opening and dragging stay fast.
        onlyRenderVisibleElements
        // Delete and Backspace go through the shortcuts, which leave text fields and dialogs alone.
        deleteKeyCode={null}
        // A double click belongs to the nodes (rename, note editing).
        zoomOnDoubleClick={false}
        onDragOver={drop.onDragOver}
        onDrop={drop.onDrop}
        ariaLabelConfig={ariaLabelConfig}
      >
        <Background />
        <CanvasControls />
        <Panel position="top-left">
          <Group gap="xs">
            {toolbar}
            <AddNoteButton />
          </Group>
        </Panel>
        <SelectionToolbar />
        <OutdatedBanner />
        <ConnectionTooltip reconnectingEdgeId={connections.reconnectingEdgeId} />
      </ReactFlow>
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

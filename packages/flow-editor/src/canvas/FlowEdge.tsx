// The canvas's edge: a bezier curve, drawn stronger and in the primary colour while selected so
// the edge Delete or a drag acts on is visible, and dashed in motion while it feeds a running
// component (xyflow's dashdraw animation).
import { BaseEdge, getBezierPath, type EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import { useIsEdgeRunning } from '../build';
import type { EditorEdge } from '../store/types';

export const FlowEdge = memo(function FlowEdge({
  source,
  target,
  sourceX,
  sourceY,
  targetX,
  targetY,
  sourcePosition,
  targetPosition,
  selected,
  markerEnd,
  interactionWidth,
}: EdgeProps<EditorEdge>) {
  const [path] = getBezierPath({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition });
  const running = useIsEdgeRunning(source, target);
  return (
    <BaseEdge
      path={path}
      markerEnd={markerEnd}
      interactionWidth={interactionWidth}
      style={{
        stroke: selected ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-5)',
        strokeWidth: selected ? 3 : 2,
        ...(running && { strokeDasharray: 5, animation: 'dashdraw 0.5s linear infinite' }),
      }}
    />
  );
});

/** Edges without a type (the saved flows') are drawn with FlowEdge. */
export const edgeTypes = { default: FlowEdge };

// The canvas's edge: a bezier curve, drawn stronger and in the primary colour while selected so
// the edge Delete or a drag acts on is visible.
import { BaseEdge, getBezierPath, type EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import type { EditorEdge } from '../store/types';

export const FlowEdge = memo(function FlowEdge({
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
  return (
    <BaseEdge
      path={path}
      markerEnd={markerEnd}
      interactionWidth={interactionWidth}
      style={{
        stroke: selected ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-5)',
        strokeWidth: selected ? 3 : 2,
      }}
    />
  );
});

/** Edges without a type (the saved flows') are drawn with FlowEdge. */
export const edgeTypes = { default: FlowEdge };

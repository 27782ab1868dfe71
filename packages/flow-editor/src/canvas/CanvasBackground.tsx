// The canvas's dot grid: xyflow's <Background /> (same classes, colours, gap and dot size) drawn so
// that panning moves it instead of repainting it. xyflow shifts the SVG pattern on each pan, and a
// pan repaints the whole window: every step of a drag near the edge (auto-pan) rasterised the
// thousands of dots again, most of a frame in a software-rendered browser. Here the pattern stays
// put in an SVG one gap larger than the pane, on a layer of its own, which is shifted by the pan
// modulo one gap: the browser only moves that layer. Only a zoom draws the dots again.
import { useStore, type ReactFlowState } from '@xyflow/react';
import { memo } from 'react';
import { shallow } from 'zustand/shallow';

/** xyflow's defaults for the dots variant. */
const GAP = 20;
const DOT_SIZE = 1;

/** Where the grid's SVG goes: in (-gap, 0] on each axis, the same dots as xyflow's pattern at x % gap. */
export function gridShift(pan: number, gap: number): number {
  const shift = pan % gap;
  return shift > 0 ? shift - gap : shift;
}

const selectGrid = (state: ReactFlowState) => {
  const [x, y, zoom] = state.transform;
  const gap = GAP * zoom || 1;
  return { x: gridShift(x, gap), y: gridShift(y, gap), gap, zoom, rfId: state.rfId };
};

export const CanvasBackground = memo(function CanvasBackground() {
  const { x, y, gap, zoom, rfId } = useStore(selectGrid, shallow);
  const radius = (DOT_SIZE * zoom) / 2;
  const patternId = `pattern-${rfId}`;
  return (
    <svg
      className="react-flow__background"
      data-testid="rf__background"
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: `calc(100% + ${gap}px)`,
        height: `calc(100% + ${gap}px)`,
        transform: `translate(${x}px, ${y}px)`,
        willChange: 'transform',
      }}
    >
      <pattern id={patternId} x={0} y={0} width={gap} height={gap} patternUnits="userSpaceOnUse" patternTransform={`translate(-${gap / 2},-${gap / 2})`}>
        <circle cx={radius} cy={radius} r={radius} className="react-flow__background-pattern dots" />
      </pattern>
      <rect x="0" y="0" width="100%" height="100%" fill={`url(#${patternId})`} />
    </svg>
  );
});

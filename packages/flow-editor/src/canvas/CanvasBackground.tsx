// The canvas's dot grid: xyflow's <Background /> (same class, colours, gap and dot size) drawn as a
// CSS gradient in the canvas's own paint. xyflow shifts an SVG pattern on each pan, and every step
// of a drag near the edge (auto-pan) rasterised its thousands of circles again; an SVG moved as a
// layer of its own instead cost the software compositor a blend of the whole window per frame. A
// repeated gradient tile is cheap to raster and adds no layer: a pan only moves its position.
import { useStore, type ReactFlowState } from '@xyflow/react';
import { memo } from 'react';
import { shallow } from 'zustand/shallow';

/** xyflow's defaults for the dots variant. */
const GAP = 20;
const DOT_SIZE = 1;
const DOT_COLOR = 'var(--xy-background-pattern-color, var(--xy-background-pattern-dots-color-default))';

/**
 * One tile's dot: xyflow's circle of radius `radius` at (radius, radius), as a radial gradient
 * fading over one pixel across the edge. Its colour is thinned so that the dot carries the ink of
 * the antialiased circle (pi r^2): the ramp alone is darker, much so for the sub-pixel dots of a
 * zoomed-out view. At zoom 1 this is the same pixels as the SVG circle.
 */
export function dotGradient(radius: number): string {
  const inner = Math.max(0, radius - 0.5);
  const outer = radius + 0.5;
  const rampInk = radius >= 0.5 ? radius * radius + 1 / 12 : (outer * outer) / 3;
  const share = Math.min(1, (radius * radius) / rampInk);
  return `radial-gradient(circle at ${radius}px ${radius}px, color-mix(in srgb, ${DOT_COLOR} ${(share * 100).toFixed(1)}%, transparent) ${inner}px, transparent ${outer}px)`;
}

const selectGrid = (state: ReactFlowState) => {
  const [x, y, zoom] = state.transform;
  return { x, y, zoom };
};

export const CanvasBackground = memo(function CanvasBackground() {
  const { x, y, zoom } = useStore(selectGrid, shallow);
  const gap = GAP * zoom || 1;
  // xyflow's pattern starts half a gap before the pan.
  return (
    <div
      className="react-flow__background"
      data-testid="rf__background"
      style={{
        position: 'absolute',
        inset: 0,
        backgroundImage: dotGradient((DOT_SIZE * zoom) / 2),
        backgroundSize: `${gap}px ${gap}px`,
        backgroundPosition: `${x - gap / 2}px ${y - gap / 2}px`,
      }}
    />
  );
});

import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dotGradient } from './CanvasBackground';
import { FlowCanvas } from './FlowCanvas';
import { renderWithStore } from './test/renderCanvas';

const DOT = 'var(--xy-background-pattern-color, var(--xy-background-pattern-dots-color-default))';

describe('the canvas background', () => {
  it('draws the dot as a gradient carrying the ink of the antialiased circle', () => {
    // Zoom 1: a 1px dot on a pixel's centre, three quarters of the colour (pi / 4 of the pixel).
    expect(dotGradient(0.5)).toBe(`radial-gradient(circle at 0.5px 0.5px, color-mix(in srgb, ${DOT} 75.0%, transparent) 0px, transparent 1px)`);
    // Zoomed out, the ramp would be three times the sub-pixel dot's ink.
    expect(dotGradient(0.25)).toContain('33.3%');
    expect(dotGradient(1.5)).toContain('96.4%');
  });

  it('moves the dots with the pan in the canvas paint, on no layer of its own', async () => {
    const { store, container } = renderWithStore(<FlowCanvas />);
    act(() => store.getState().setViewport({ x: 37, y: -13, zoom: 1 }));
    const grid = () => container.querySelector<HTMLElement>('.react-flow__background')!;
    await waitFor(() => expect(grid().style.backgroundPosition).toBe('27px -23px'));
    expect(grid().style.backgroundSize).toBe('20px 20px');
    // A layer of its own is a blend of the whole window per frame for a software compositor.
    expect(grid().style.willChange).toBe('');
    expect(grid().style.transform).toBe('');
    expect(grid().tagName).toBe('DIV');

    act(() => store.getState().setViewport({ x: 90, y: 10, zoom: 2 }));
    await waitFor(() => expect(grid().style.backgroundPosition).toBe('70px -10px'));
    expect(grid().style.backgroundSize).toBe('40px 40px');
  });
});

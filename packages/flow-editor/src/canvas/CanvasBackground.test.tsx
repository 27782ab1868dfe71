import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gridShift } from './CanvasBackground';
import { FlowCanvas } from './FlowCanvas';
import { renderWithStore } from './test/renderCanvas';

describe('the canvas background', () => {
  it('shifts the grid by the pan modulo one gap, within one gap before the pane', () => {
    expect(gridShift(37, 20)).toBe(-3);
    expect(gridShift(-13, 20)).toBe(-13);
    expect(gridShift(40, 20)).toBe(0);
    expect(gridShift(-45, 20)).toBe(-5);
  });

  it('moves its own layer on a pan and leaves the dot pattern as drawn', async () => {
    const { store, container } = renderWithStore(<FlowCanvas />);
    act(() => store.getState().setViewport({ x: 37, y: -13, zoom: 1 }));
    const grid = () => container.querySelector<SVGSVGElement>('.react-flow__background')!;
    await waitFor(() => expect(grid().style.transform).toBe('translate(-3px, -13px)'));
    expect(grid().style.willChange).toBe('transform');
    expect(grid().style.width).toBe('calc(100% + 20px)');
    const pattern = grid().querySelector('pattern')!;
    expect([pattern.getAttribute('x'), pattern.getAttribute('y')]).toEqual(['0', '0']);

    act(() => store.getState().setViewport({ x: 90, y: 10, zoom: 2 }));
    await waitFor(() => expect(grid().style.transform).toBe('translate(-30px, -30px)'));
    expect([pattern.getAttribute('x'), pattern.getAttribute('width')]).toEqual(['0', '40']);
    expect(grid().querySelector('circle')!.getAttribute('r')).toBe('1');
  });
});

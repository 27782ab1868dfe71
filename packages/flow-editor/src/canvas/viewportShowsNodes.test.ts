import { describe, expect, it } from 'vitest';
import { viewportShowsNodes } from './viewportShowsNodes';

const screen = { width: 1000, height: 600 };

describe('viewportShowsNodes', () => {
  it('is true when a node overlaps the view, even partly', () => {
    expect(viewportShowsNodes({ x: 0, y: 0, zoom: 1 }, screen, [{ position: { x: 900, y: 500 } }])).toBe(true);
    expect(viewportShowsNodes({ x: 0, y: 0, zoom: 1 }, screen, [{ position: { x: -300, y: -150 } }])).toBe(true);
  });

  it('is false when every node lies outside the view', () => {
    const nodes = [{ position: { x: -2000, y: 0 } }, { position: { x: 1200, y: 0 } }, { position: { x: 0, y: 700 }, measured: { width: 100, height: 100 } }];
    expect(viewportShowsNodes({ x: 0, y: 0, zoom: 1 }, screen, nodes)).toBe(false);
  });

  it('reads the view through pan and zoom', () => {
    const node = { position: { x: 3000, y: 3000 }, measured: { width: 100, height: 100 } };
    expect(viewportShowsNodes({ x: 0, y: 0, zoom: 0.6 }, screen, [node])).toBe(false);
    // Panned so that flow point (3000, 3000) is at the screen's top-left.
    expect(viewportShowsNodes({ x: -1500, y: -1500, zoom: 0.5 }, screen, [node])).toBe(true);
  });

  it('ignores children (positioned inside their group) and has nothing to show without nodes', () => {
    expect(viewportShowsNodes({ x: 0, y: 0, zoom: 1 }, screen, [{ position: { x: 10, y: 10 }, parentId: 'group' }])).toBe(false);
    expect(viewportShowsNodes({ x: 0, y: 0, zoom: 1 }, screen, [])).toBe(false);
  });
});

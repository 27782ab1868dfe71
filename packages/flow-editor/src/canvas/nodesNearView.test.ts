import { describe, expect, it } from 'vitest';
import { nodesNearView } from './nodesNearView';

const pane = { width: 1000, height: 600 };
const measured = { width: 300, height: 200 };
const at = (id: string, x: number, y: number, extra: object = {}) => ({ id, position: { x, y }, measured, ...extra });

describe('nodesNearView', () => {
  it('takes the nodes in view and within half a view around it, and leaves the others', () => {
    const nodes = [at('in', 100, 100), at('right-margin', 1300, 100), at('above-margin', 100, -450), at('far-right', 1600, 100), at('far-below', 100, 1000)];
    expect([...nodesNearView(nodes, [], { x: 0, y: 0, zoom: 1 }, pane)].sort()).toEqual(['above-margin', 'in', 'right-margin']);
  });

  it('reads the view through pan and zoom', () => {
    const nodes = [at('origin', 0, 0), at('far', 5000, 5000)];
    // Flow point (5000, 5000) at the pane's top-left, zoomed out to a half.
    expect([...nodesNearView(nodes, [], { x: -2500, y: -2500, zoom: 0.5 }, pane)]).toEqual(['far']);
  });

  it('takes both ends of an edge that may cross the area, however far they are', () => {
    const nodes = [at('left', -5000, 100), at('right', 5000, 100), at('down', 5000, 9000)];
    const edges = [
      { source: 'left', target: 'right' },
      { source: 'right', target: 'down' },
    ];
    expect([...nodesNearView(nodes, edges, { x: 0, y: 0, zoom: 1 }, pane)].sort()).toEqual(['left', 'right']);
  });

  it('counts a node never measured larger than its card can be, the taller the more rows it has', () => {
    const rows = (count: number) => ({ node: { template: Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, {}])), outputs: [] } });
    const unmeasured = (id: string, y: number, count: number) => ({ id, position: { x: 100, y }, data: rows(count) });
    // A node starting 1600 px above the view reaches into the area only with many rows.
    const nodes = [unmeasured('short', -1600, 1), unmeasured('tall', -1700, 20), unmeasured('left', -1000, 0)];
    expect([...nodesNearView(nodes, [], { x: 0, y: 0, zoom: 1 }, pane)].sort()).toEqual(['tall']);
  });

  it('always takes the children of a group (their position is relative to it)', () => {
    expect([...nodesNearView([at('child', 9000, 9000, { parentId: 'group' })], [], { x: 0, y: 0, zoom: 1 }, pane)]).toEqual(['child']);
  });
});

// Prepared run graphs: once per parsed value of a flow's data, again for any other, never kept when refused.
import type { ComponentRegistry } from '@app/engine';
import type { FlowData } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { preparedGraph } from '../src/run/preparedFlows';

const graph = (id: string): FlowData => ({ nodes: [], edges: [], viewport: { x: 0, y: 0, zoom: 1 }, id } as unknown as FlowData);

describe('prepared run graphs', () => {
  it('prepare parsed data once per value, and another value again', () => {
    const registry = {} as ComponentRegistry;
    let prepared = 0;
    const prepare = () => {
      prepared += 1;
      return graph('parsed');
    };
    const data = { nodes: [], edges: [] };
    const first = preparedGraph(registry, 'run', data, prepare);
    expect(preparedGraph(registry, 'run', data, prepare)).toBe(first);
    expect(prepared).toBe(1);
    expect(preparedGraph(registry, 'run', { nodes: [], edges: [] }, prepare)).not.toBe(first);
    expect(prepared).toBe(2);
  });

  it('keep no refusal: the next run prepares again', () => {
    const registry = {} as ComponentRegistry;
    const data = { bad: 1 };
    expect(() => preparedGraph(registry, 'run', data, () => {
      throw new Error('refused');
    })).toThrow('refused');
    expect(preparedGraph(registry, 'run', data, () => graph('fixed'))).toMatchObject({ id: 'fixed' });
  });
});

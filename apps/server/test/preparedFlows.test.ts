// Prepared run graphs: once per stored text or parsed value, again for any other, never kept when refused.
import type { ComponentRegistry } from '@app/engine';
import type { FlowData } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { preparedGraph } from '../src/run/preparedFlows';

const graph = (id: string): FlowData => ({ nodes: [], edges: [], viewport: { x: 0, y: 0, zoom: 1 }, id } as unknown as FlowData);

describe('prepared run graphs', () => {
  it('prepare each stored text once, and a changed text again', () => {
    const registry = {} as ComponentRegistry;
    let prepared = 0;
    const prepare = (id: string) => () => {
      prepared += 1;
      return graph(id);
    };
    const first = preparedGraph(registry, '{"v":1}', prepare('one'));
    expect(preparedGraph(registry, '{"v":1}', prepare('one'))).toBe(first);
    expect(prepared).toBe(1);
    expect(preparedGraph(registry, '{"v":2}', prepare('two'))).not.toBe(first);
    expect(prepared).toBe(2);
    expect(preparedGraph({} as ComponentRegistry, '{"v":1}', prepare('one'))).not.toBe(first);
  });

  it('prepare parsed data (PostgreSQL) once per value, and another value again', () => {
    const registry = {} as ComponentRegistry;
    let prepared = 0;
    const prepare = () => {
      prepared += 1;
      return graph('parsed');
    };
    const data = { nodes: [], edges: [] };
    const first = preparedGraph(registry, data, prepare);
    expect(preparedGraph(registry, data, prepare)).toBe(first);
    expect(prepared).toBe(1);
    expect(preparedGraph(registry, { nodes: [], edges: [] }, prepare)).not.toBe(first);
    expect(prepared).toBe(2);
  });

  it('keep no refusal: the next run prepares again', () => {
    const registry = {} as ComponentRegistry;
    expect(() => preparedGraph(registry, '{"bad":1}', () => {
      throw new Error('refused');
    })).toThrow('refused');
    expect(preparedGraph(registry, '{"bad":1}', () => graph('fixed'))).toMatchObject({ id: 'fixed' });
  });
});

import { describe, expect, it } from 'vitest';
import { buildFlow, createEventCollector, createRegistry } from '../src';
import { ALL_COMPONENTS, createSlow } from './support/components';
import { builtIds, connect, connectBack, endVertex, eventNames, makeNode } from './support/flows';

const registry = createRegistry([...ALL_COMPONENTS, createSlow()]);

/** Echo "a,b,c" → Split → Loop; item → body (Upper) → back to Loop.item; done → Join. */
function upperLoop(text = 'a,b,c', body = 'Upper-uuuuu') {
  const nodes = [
    makeNode(registry, 'Echo-sssss', { values: { text } }),
    makeNode(registry, 'Split-ppppp'),
    makeNode(registry, 'Loop-lllll'),
    makeNode(registry, body),
    makeNode(registry, 'Join-ddddd'),
  ];
  const edges = [
    connect(nodes, 'Echo-sssss.text', 'Split-ppppp.text'),
    connect(nodes, 'Split-ppppp.items', 'Loop-lllll.data'),
    connect(nodes, 'Loop-lllll.item', `${body}.text`),
    connectBack(nodes, `${body}.text`, 'Loop-lllll.item'),
    connect(nodes, 'Loop-lllll.done', 'Join-ddddd.parts'),
  ];
  return { nodes, edges };
}

describe('loops', () => {
  it('runs the body once per item and collects the results into done', async () => {
    const sink = createEventCollector();
    const result = await buildFlow({ flow: upperLoop(), registry, sink });

    expect(result.status).toBe('completed');
    expect(sink.events[0]?.data).toMatchObject({ to_run: expect.arrayContaining(['Upper-uuuuu', 'Loop-lllll']) });
    const names = eventNames(sink.events);
    const loopStart = names.indexOf('build_start:Loop-lllll');
    const loopEnd = names.indexOf('end_vertex:Loop-lllll');
    const bodyBuilds = names.flatMap((name, index) => (name === 'end_vertex:Upper-uuuuu' ? [index] : []));
    expect(bodyBuilds).toHaveLength(3);
    expect(bodyBuilds.every((index) => index > loopStart && index < loopEnd)).toBe(true);
    expect(endVertex(sink.events, 'Upper-uuuuu').map((event) => event.build_data.data.results)).toEqual([
      { text: 'A' },
      { text: 'B' },
      { text: 'C' },
    ]);

    const loop = endVertex(sink.events, 'Loop-lllll')[0]?.build_data;
    expect(loop?.data.results).toEqual({ item: { count: 3 }, done: ['A', 'B', 'C'] });
    expect(loop?.data.logs.done).toEqual([{ name: 'Complete', message: 'Completed 3 iteration(s)', type: 'text' }]);
    expect(loop?.next_vertices_ids).toEqual(['Join-ddddd']);
    expect(endVertex(sink.events, 'Join-ddddd')[0]?.build_data.data.results).toEqual({ text: 'A+B+C' });
  });

  it('finishes with an empty done list when there are no items', async () => {
    const sink = createEventCollector();
    await buildFlow({ flow: upperLoop(''), registry, sink });
    expect(builtIds(sink.events)).not.toContain('Upper-uuuuu');
    expect(endVertex(sink.events, 'Loop-lllll')[0]?.build_data.data.results).toEqual({ item: { count: 0 }, done: [] });
  });

  it('waits for what the body needs from outside before iterating', async () => {
    const nodes = [
      makeNode(registry, 'Echo-sssss', { values: { text: 'a,b' } }),
      makeNode(registry, 'Split-ppppp'),
      makeNode(registry, 'Loop-lllll'),
      makeNode(registry, 'Slow-xxxxx', { values: { ms: 30, text: 'z' } }),
      makeNode(registry, 'Join-jjjjj'),
      makeNode(registry, 'Join-ddddd', { values: { separator: ',' } }),
    ];
    const edges = [
      connect(nodes, 'Echo-sssss.text', 'Split-ppppp.text'),
      connect(nodes, 'Split-ppppp.items', 'Loop-lllll.data'),
      connect(nodes, 'Loop-lllll.item', 'Join-jjjjj.parts'),
      connect(nodes, 'Slow-xxxxx.text', 'Join-jjjjj.parts'),
      connectBack(nodes, 'Join-jjjjj.text', 'Loop-lllll.item'),
      connect(nodes, 'Loop-lllll.done', 'Join-ddddd.parts'),
    ];
    const sink = createEventCollector();
    await buildFlow({ flow: { nodes, edges }, registry, sink });
    const names = eventNames(sink.events);
    expect(names.indexOf('end_vertex:Slow-xxxxx')).toBeLessThan(names.indexOf('build_start:Loop-lllll'));
    expect(endVertex(sink.events, 'Slow-xxxxx')).toHaveLength(1);
    expect(endVertex(sink.events, 'Join-ddddd')[0]?.build_data.data.results).toEqual({ text: 'a+z~,b+z~' });
  });

  it('lets a vertex outside the loop read what the body produced last', async () => {
    const { nodes, edges } = upperLoop();
    nodes.push(makeNode(registry, 'Echo-ooooo'));
    edges.push(connect(nodes, 'Upper-uuuuu.text', 'Echo-ooooo.text'));
    const sink = createEventCollector();
    await buildFlow({ flow: { nodes, edges }, registry, sink });
    const names = eventNames(sink.events);
    expect(names.indexOf('end_vertex:Echo-ooooo')).toBeGreaterThan(names.indexOf('end_vertex:Loop-lllll'));
    expect(endVertex(sink.events, 'Echo-ooooo')[0]?.build_data.data.results).toEqual({ text: 'C' });
  });

  it('runs nested loops', async () => {
    // Outer items "a;b" and "c;d"; the inner loop upper-cases each part of an item.
    const nodes = [
      makeNode(registry, 'Echo-sssss', { values: { text: 'a;b,c;d' } }),
      makeNode(registry, 'Split-ppppp'),
      makeNode(registry, 'Loop-ooooo'),
      makeNode(registry, 'Split-qqqqq', { values: { separator: ';' } }),
      makeNode(registry, 'Loop-iiiii'),
      makeNode(registry, 'Upper-uuuuu'),
      makeNode(registry, 'Join-kkkkk'),
      makeNode(registry, 'Join-ddddd', { values: { separator: '|' } }),
    ];
    const edges = [
      connect(nodes, 'Echo-sssss.text', 'Split-ppppp.text'),
      connect(nodes, 'Split-ppppp.items', 'Loop-ooooo.data'),
      connect(nodes, 'Loop-ooooo.item', 'Split-qqqqq.text'),
      connect(nodes, 'Split-qqqqq.items', 'Loop-iiiii.data'),
      connect(nodes, 'Loop-iiiii.item', 'Upper-uuuuu.text'),
      connectBack(nodes, 'Upper-uuuuu.text', 'Loop-iiiii.item'),
      connect(nodes, 'Loop-iiiii.done', 'Join-kkkkk.parts'),
      connectBack(nodes, 'Join-kkkkk.text', 'Loop-ooooo.item'),
      connect(nodes, 'Loop-ooooo.done', 'Join-ddddd.parts'),
    ];
    const sink = createEventCollector();
    const result = await buildFlow({ flow: { nodes, edges }, registry, sink });
    expect(result.status).toBe('completed');
    expect(endVertex(sink.events, 'Loop-iiiii').map((event) => event.build_data.data.results.done)).toEqual([
      ['A', 'B'],
      ['C', 'D'],
    ]);
    expect(endVertex(sink.events, 'Upper-uuuuu')).toHaveLength(4);
    expect(endVertex(sink.events, 'Loop-ooooo')[0]?.build_data.data.results).toMatchObject({ done: ['A+B', 'C+D'] });
    expect(endVertex(sink.events, 'Join-ddddd')[0]?.build_data.data.results).toEqual({ text: 'A+B|C+D' });
  });

  it('fails the build when the body fails', async () => {
    const sink = createEventCollector();
    const result = await buildFlow({ flow: upperLoop('a,b', 'Fail-uuuuu'), registry, sink });
    expect(result.status).toBe('failed');
    expect(builtIds(sink.events)).toEqual(['Echo-sssss', 'Split-ppppp', 'Fail-uuuuu']);
    expect(endVertex(sink.events, 'Fail-uuuuu')[0]?.build_data.valid).toBe(false);
  });
});

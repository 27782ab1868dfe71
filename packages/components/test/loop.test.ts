import { describe, expect, it } from 'vitest';
import { build, connect, connectBack, makeNode, textOf } from './support/flows';

/** Emit → Loop; item → parser (the body) → back to Loop.item; done → parser → ChatOutput. */
function loopFlow(items: unknown) {
  const nodes = [
    makeNode('Emit-eeeee', { json: JSON.stringify(items) }),
    makeNode('LoopComponent-lllll'),
    makeNode('parser-bbbbb', { pattern: '{name} x{qty}' }),
    makeNode('parser-ddddd', { pattern: '- {text}' }),
    makeNode('ChatOutput-ooooo'),
  ];
  const edges = [
    connect(nodes, 'Emit-eeeee.value', 'LoopComponent-lllll.data'),
    connect(nodes, 'LoopComponent-lllll.item', 'parser-bbbbb.input_data'),
    connectBack(nodes, 'parser-bbbbb.parsed_text', 'LoopComponent-lllll.item'),
    connect(nodes, 'LoopComponent-lllll.done', 'parser-ddddd.input_data'),
    connect(nodes, 'parser-ddddd.parsed_text', 'ChatOutput-ooooo.input_value'),
  ];
  return { nodes, edges };
}

describe('Loop', () => {
  it('runs the body once per item and collects the results as Data in done', async () => {
    const { nodes, edges } = loopFlow([{ data: { name: 'pen', qty: 3 } }, { data: { name: 'ink', qty: 1 } }]);
    const run = await build(nodes, edges);

    expect(run.result.status).toBe('completed');
    const bodyRuns = run.events.filter((event) => event.event === 'end_vertex' && event.data.build_data.id === 'parser-bbbbb');
    expect(bodyRuns).toHaveLength(2);
    const done = run.values('LoopComponent-lllll').done as Array<{ data: Record<string, unknown> }>;
    expect(done.map((data) => data.data.text)).toEqual(['pen x3', 'ink x1']);
    expect(run.messages().map((message) => message.text)).toEqual(['- pen x3\n- ink x1']);
    const loopEnd = run.events.find((event) => event.event === 'end_vertex' && event.data.build_data.id === 'LoopComponent-lllll');
    expect(loopEnd?.event === 'end_vertex' && loopEnd.data.build_data.data.logs.done).toEqual([{ name: '完成', message: '已完成 2 次迭代', type: 'text' }]);
  });

  it('turns plain objects and texts into Data items', async () => {
    const { nodes, edges } = loopFlow([{ name: 'cup', qty: 2 }]);
    const run = await build(nodes, edges);
    expect(textOf(run.values('parser-ddddd').parsed_text)).toBe('- cup x2');
  });

  it('skips the body for an empty list and sends an empty done list', async () => {
    const { nodes, edges } = loopFlow([]);
    const run = await build(nodes, edges);
    expect(run.built()).not.toContain('parser-bbbbb');
    expect(run.values('LoopComponent-lllll').done).toEqual([]);
    expect(run.messages().map((message) => message.text)).toEqual(['']);
  });

  it('fails when nothing is connected to its input', async () => {
    const run = await build([makeNode('LoopComponent-lllll')]);
    expect(run.error('LoopComponent-lllll')).toContain('循环 is missing 输入.');
  });
});

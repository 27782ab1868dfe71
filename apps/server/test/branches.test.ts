// If-Else and Loop flows built over HTTP take the branches and iterations they should.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { builtIds, endVertices, messagesOf, pollEvents, startBuild } from './support/builds';
import { connect, connectBack, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';

/** ChatInput -> If-Else (contains "yes"); true -> ChatOutput-yes00, false -> ChatOutput-no000. */
function routing(catalogue: Catalogue): Graph {
  const nodes = [
    makeNode(catalogue, 'ChatInput-in000'),
    makeNode(catalogue, 'ConditionalRouter-if000', { operator: 'contains', match_text: 'yes' }),
    makeNode(catalogue, 'ChatOutput-yes00'),
    makeNode(catalogue, 'ChatOutput-no000'),
  ];
  const edges = [
    connect(nodes, 'ChatInput-in000.message', 'ConditionalRouter-if000.input_text'),
    connect(nodes, 'ConditionalRouter-if000.true_result', 'ChatOutput-yes00.input_value'),
    connect(nodes, 'ConditionalRouter-if000.false_result', 'ChatOutput-no000.input_value'),
  ];
  return { nodes, edges };
}

/** ChatInput (a JSON list) -> JSON filter -> Loop; item -> parser -> back; done -> parser -> ChatOutput. */
function looping(catalogue: Catalogue): Graph {
  const nodes = [
    makeNode(catalogue, 'ChatInput-in000'),
    makeNode(catalogue, 'ParseJSONData-js000'),
    makeNode(catalogue, 'LoopComponent-lp000'),
    makeNode(catalogue, 'parser-body0', { pattern: '{name}!' }),
    makeNode(catalogue, 'parser-done0', { pattern: '- {text}' }),
    makeNode(catalogue, 'ChatOutput-out00'),
  ];
  const edges = [
    connect(nodes, 'ChatInput-in000.message', 'ParseJSONData-js000.input_value'),
    connect(nodes, 'ParseJSONData-js000.filtered_data', 'LoopComponent-lp000.data'),
    connect(nodes, 'LoopComponent-lp000.item', 'parser-body0.input_data'),
    connectBack(nodes, 'parser-body0.parsed_text', 'LoopComponent-lp000.item'),
    connect(nodes, 'LoopComponent-lp000.done', 'parser-done0.input_data'),
    connect(nodes, 'parser-done0.parsed_text', 'ChatOutput-out00.input_value'),
  ];
  return { nodes, edges };
}

describe.each(await databasesUnderTest())('branches and loops on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    server = await createTestServer({ database });
    dev = await userApi(server, 'branch-dev');
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());

  it.each([
    ['yes please', 'ChatOutput-yes00', 'ChatOutput-no000'],
    ['no thanks', 'ChatOutput-no000', 'ChatOutput-yes00'],
  ])('routes %j to %s only', async (input, taken, skipped) => {
    const flow = await createFlow(dev, routing(catalogue));
    const events = await pollEvents(dev, await startBuild(dev, flow.id, { inputs: { input_value: input } }));
    expect(builtIds(events)).toContain(taken);
    expect(builtIds(events)).not.toContain(skipped);
    const router = endVertices(events).find((result) => result.id === 'ConditionalRouter-if000');
    expect(router?.inactivated_vertices).toContain(skipped);
    expect(messagesOf(events).filter((message) => message.sender === 'Machine').map((message) => message.text)).toEqual([input]);
  });

  it('runs a loop body once per item and passes the collected results on', async () => {
    const flow = await createFlow(dev, looping(catalogue));
    const items = JSON.stringify([{ name: 'pen' }, { name: 'ink' }, { name: 'cup' }]);
    const events = await pollEvents(dev, await startBuild(dev, flow.id, { inputs: { input_value: items } }));
    expect(builtIds(events).filter((id) => id === 'parser-body0')).toHaveLength(3);
    const answer = messagesOf(events).find((message) => message.sender === 'Machine');
    expect(answer?.text).toBe('- pen!\n- ink!\n- cup!');
  });

  it('runs the same flows through the run API', async () => {
    const flow = await createFlow(dev, routing(catalogue));
    const run = await dev.post<{ outputs: Array<{ outputs: Array<{ component_id: string; results: { message: { text: string } } } | null> }> }>(
      `/api/v1/run/${flow.id}`,
      { input_value: 'yes sir' },
    );
    expect(run.status).toBe(200);
    const outputs = run.body.outputs[0]?.outputs ?? [];
    expect(outputs.filter((output) => output !== null).map((output) => [output?.component_id, output?.results.message.text])).toEqual([['ChatOutput-yes00', 'yes sir']]);
  });
});

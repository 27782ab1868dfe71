// The build calls beside the event protocol: freezing a path and reading the flow pool.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/index';
import { serverPerTest, signedInClient } from './httpServer';

const server = serverPerTest();
const api = () => signedInClient(server());
const FLOW_ID = '33333333-3333-4333-8333-333333333333';

describe('build calls', () => {
  it('freezes a path with the stop component and the unsaved graph, answering the components to refresh', async () => {
    server().on('POST', `/api/v1/build/${FLOW_ID}/freeze`, () => ({ json: { vertices_to_run: ['ChatInput-1', 'Prompt-2'] } }));
    const data = { nodes: [], edges: [] };
    expect(await api().builds.freeze(FLOW_ID, 'Prompt-2', data)).toEqual(['ChatInput-1', 'Prompt-2']);
    expect(JSON.parse(server().hits('POST', `/api/v1/build/${FLOW_ID}/freeze`)[0]!.body)).toEqual({ stop_component_id: 'Prompt-2', data });
  });

  it('reads the flow pool per component from monitor/builds', async () => {
    const record = { build_id: 'b1', id: 'Prompt-2', timestamp: '2026-01-01T00:00:00Z', data: { outputs: {} }, artifacts: {}, params: null, valid: true, flow_id: FLOW_ID };
    server().on('GET', '/api/v1/monitor/builds', () => ({ json: { vertex_builds: { 'Prompt-2': [record] } } }));
    expect(await api().builds.vertexBuilds(FLOW_ID)).toEqual({ 'Prompt-2': [record] });
    expect(new URLSearchParams(server().hits('GET', '/api/v1/monitor/builds')[0]?.query ?? '').get('flow_id')).toBe(FLOW_ID);
  });

  it('turns a refused freeze into an ApiError with the server’s detail', async () => {
    server().on('POST', `/api/v1/build/${FLOW_ID}/freeze`, () => ({ status: 404, json: { detail: 'Flow not found' } }));
    const error = await api().builds.freeze(FLOW_ID, 'x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Flow not found' });
  });
});

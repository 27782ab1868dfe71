// GET flows/{id} with built-in code by reference: the editor's call asks for it, puts each text back
// from the catalogue (inside groups too), and asks for the whole flow when the catalogue lacks one.
import type { ComponentNode, FlowRecord, GenericNode } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import type { ComponentCatalogue } from '../src/index';
import { serverPerTest, signedInClient } from './httpServer';

const server = serverPerTest();
const SOURCE = 'defineComponent({ type: "CombineText" })';
const HASH = `0123456789ab${'c'.repeat(52)}`;
const OTHER_HASH = `ba9876543210${'c'.repeat(52)}`;

const component = (code: unknown, hash = HASH.slice(0, 12)): ComponentNode => ({ display_name: 'Combine Text', template: { code: { type: 'code', show: true, value: code }, text1: { type: 'str', show: true, value: 'a' } }, metadata: { code_hash: hash } });
const node = (id: string, code: unknown, flow?: FlowRecord['data']): GenericNode => ({
  id,
  type: 'genericNode',
  position: { x: 0, y: 0 },
  data: { id, type: 'CombineText', node: { ...component(code), ...(flow ? { flow: { id: 'g', name: 'g', data: flow } } : {}) } },
});
const record = (nodes: GenericNode[]): FlowRecord => ({ id: 'f1', name: 'n', description: null, folder_id: null, data: { nodes, edges: [] } }) as unknown as FlowRecord;
const catalogue: ComponentCatalogue = { processing: { CombineText: component(SOURCE) } };
const reference = (hash: string) => ({ $code_sha256: hash });

describe('the flow with built-in code by reference', () => {
  it('asks with builtin_code=reference and puts the catalogue texts back, custom code as it came', async () => {
    const inner = { nodes: [node('inner', reference(HASH))], edges: [] };
    server().on('GET', '/api/v1/flows/f1', () => ({ json: record([node('a', reference(HASH)), node('custom', 'my own code'), node('group', reference(HASH), inner)]) }));
    const flow = await signedInClient(server()).flows.getWithCatalogueCode('f1', Promise.resolve(catalogue));
    const inline = { nodes: [node('inner', SOURCE)], edges: [] };
    expect(flow).toEqual(record([node('a', SOURCE), node('custom', 'my own code'), node('group', SOURCE, inline)]));
    expect(server().hits('GET', '/api/v1/flows/f1').map((hit) => hit.query)).toEqual(['?builtin_code=reference']);
  });

  it('asks for the whole flow when the catalogue has no text for a reference', async () => {
    server().on('GET', '/api/v1/flows/f1', (request) => ({ json: record([node('a', request.query ? reference(OTHER_HASH) : 'the whole code')]) }));
    const flow = await signedInClient(server()).flows.getWithCatalogueCode('f1', Promise.resolve(catalogue));
    expect(flow).toEqual(record([node('a', 'the whole code')]));
    expect(server().hits('GET', '/api/v1/flows/f1').map((hit) => hit.query)).toEqual(['?builtin_code=reference', '']);
  });
});

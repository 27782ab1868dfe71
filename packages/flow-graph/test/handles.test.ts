import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEdgeId, parseEdgeId } from '../src/handles/edgeIds';
import { canonicalStringify, decodeHandle, encodeHandle, normalizeHandle } from '../src/handles/encoding';
import { buildEdge, edgeHandles, normalizeEdge, parseSourceHandle, parseTargetHandle } from '../src/handles/build';
import { connectLoopPath, connectPath } from '../src/handles/connectPaths';
import { isLoopEdge } from '../src/graph/loopEdges';
import { component, connect, connectLoop, loopComponent, output } from './fixtures';

// As saved by the Langflow editor (reference section 3, Basic Prompting).
const SOURCE = '{œdataTypeœ:œChatInputœ,œidœ:œChatInput-jFwUmœ,œnameœ:œmessageœ,œoutput_typesœ:[œMessageœ]}';
const TARGET = '{œfieldNameœ:œinput_valueœ,œidœ:œOpenAIModel-OcXklœ,œinputTypesœ:[œMessageœ],œtypeœ:œstrœ}';
// The same handles as Langflow's Python backend writes them.
const PY_SOURCE = '{œdataTypeœ: œChatInputœ, œidœ: œChatInput-jFwUmœ, œnameœ: œmessageœ, œoutput_typesœ: [œMessageœ]}';
const PY_TARGET = '{œfieldNameœ: œinput_valueœ, œidœ: œOpenAIModel-OcXklœ, œinputTypesœ: [œMessageœ], œtypeœ: œstrœ}';

describe('handle encoding', () => {
  it('sorts keys, drops whitespace and writes œ for quotes', () => {
    const handle = { output_types: ['Message'], name: 'message', id: 'ChatInput-jFwUm', dataType: 'ChatInput' };
    expect(encodeHandle(handle)).toBe(SOURCE);
  });

  it('sorts nested keys and writes undefined values as null, like Langflow', () => {
    expect(canonicalStringify({ b: { d: 1, c: [undefined, 'x'] }, a: undefined })).toBe('{"a":null,"b":{"c":[null,"x"],"d":1}}');
    expect(encodeHandle({ fieldName: 'f', id: 'X-1', inputTypes: undefined, type: 'str' })).toBe(
      '{œfieldNameœ:œfœ,œidœ:œX-1œ,œinputTypesœ:null,œtypeœ:œstrœ}',
    );
  });

  it.each([
    ['editor-written source', SOURCE],
    ['editor-written target', TARGET],
    ['backend-written source', PY_SOURCE],
    ['backend-written target', PY_TARGET],
  ])('decodes a %s handle', (_label, encoded) => {
    expect(decodeHandle(encoded)).toMatchObject({ id: expect.stringMatching(/-/) });
  });

  it('normalizes backend spacing to the compact form', () => {
    expect(normalizeHandle(PY_SOURCE)).toBe(SOURCE);
    expect(normalizeHandle(PY_TARGET)).toBe(TARGET);
  });

  it('round-trips our own handles byte for byte', () => {
    fc.assert(
      fc.property(
        fc.record({
          dataType: fc.string(),
          id: fc.string(),
          name: fc.string(),
          output_types: fc.array(fc.oneof(fc.string(), fc.constant(null))),
        }),
        (handle) => {
          const encoded = encodeHandle(handle);
          return encodeHandle(decodeHandle(encoded) ?? {}) === encoded;
        },
      ),
    );
  });

  it.each([['not json'], ['[œaœ]'], ['œplainœ'], ['']])('rejects %j', (encoded) => {
    expect(decodeHandle(encoded)).toBeUndefined();
  });

  it('types decoded handles and refuses the wrong kind', () => {
    expect(parseSourceHandle(SOURCE)?.name).toBe('message');
    expect(parseTargetHandle(TARGET)).toMatchObject({ fieldName: 'input_value' });
    expect(parseSourceHandle(TARGET)).toBeUndefined();
    expect(parseTargetHandle('{œidœ:œX-1œ}')).toBeUndefined();
  });
});

describe('edge ids', () => {
  const parts = { source: 'ChatInput-jFwUm', sourceHandle: SOURCE, target: 'OpenAIModel-OcXkl', targetHandle: TARGET };

  it('builds the xy-edge format', () => {
    expect(buildEdgeId(parts)).toBe(`xy-edge__ChatInput-jFwUm${SOURCE}-OpenAIModel-OcXkl${TARGET}`);
  });

  it.each([['xy-edge__'], ['reactflow__edge-']])('parses ids with the %s prefix', (prefix) => {
    expect(parseEdgeId(buildEdgeId(parts, prefix))).toEqual(parts);
  });

  it('parses a target handle with a nested proxy object', () => {
    const targetHandle = encodeHandle({ fieldName: 'f_X-1', id: 'groupComponent-a', inputTypes: null, proxy: { field: 'f', id: 'X-1' }, type: 'str' });
    const id = buildEdgeId({ ...parts, target: 'groupComponent-a', targetHandle });
    expect(parseEdgeId(id)?.targetHandle).toBe(targetHandle);
  });

  it.each([['edge-1'], ['xy-edge__no-handles'], [`xy-edge__A${SOURCE}B${TARGET}`]])('returns undefined for %s', (id) => {
    expect(parseEdgeId(id)).toBeUndefined();
  });
});

describe('edges', () => {
  it('builds an edge whose id, handles and data agree', () => {
    const source = parseSourceHandle(SOURCE);
    const target = parseTargetHandle(TARGET);
    if (!source || !target) throw new Error('fixture');
    const edge = buildEdge(source, target);
    expect(edge).toEqual({
      id: buildEdgeId({ source: 'ChatInput-jFwUm', sourceHandle: SOURCE, target: 'OpenAIModel-OcXkl', targetHandle: TARGET }),
      source: 'ChatInput-jFwUm',
      target: 'OpenAIModel-OcXkl',
      sourceHandle: SOURCE,
      targetHandle: TARGET,
      data: { sourceHandle: source, targetHandle: target },
    });
  });

  it('normalizes an imported edge with backend spacing and keeps its id', () => {
    const imported = { id: 'reactflow__edge-x', source: 'ChatInput-jFwUm', target: 'OpenAIModel-OcXkl', sourceHandle: PY_SOURCE, targetHandle: PY_TARGET };
    const edge = normalizeEdge(imported);
    expect(edge.id).toBe('reactflow__edge-x');
    expect(edge.sourceHandle).toBe(SOURCE);
    expect(edge.targetHandle).toBe(TARGET);
    expect(edge.data?.targetHandle).toMatchObject({ fieldName: 'input_value' });
  });

  it('reads handles from data when the encoded ids are missing', () => {
    const data = { sourceHandle: parseSourceHandle(SOURCE)!, targetHandle: parseTargetHandle(TARGET)! };
    const handles = edgeHandles({ id: 'e', source: 'a', target: 'b', data });
    expect(handles.source?.id).toBe('ChatInput-jFwUm');
    expect(handles.target).toMatchObject({ fieldName: 'input_value' });
  });
});

describe('edges by path', () => {
  const source = component('ChatInput-aaaaa');
  const target = component('ChatOutput-bbbbb');
  const loop = loopComponent('LoopComponent-lllll');

  it('builds the same edge as the handles would', () => {
    expect(connectPath([source, target], 'ChatInput-aaaaa.message', 'ChatOutput-bbbbb.input_value')).toEqual(connect(source, 'message', target));
    expect(connectLoopPath([source, loop], 'ChatInput-aaaaa.message', 'LoopComponent-lllll.item')).toEqual(connectLoop(source, 'message', loop));
  });

  it('names the path it cannot resolve', () => {
    expect(() => connectPath([source, target], 'Missing-xxxxx.message', 'ChatOutput-bbbbb.input_value')).toThrow('no node for Missing-xxxxx.message');
    expect(() => connectPath([source, target], 'ChatInput-aaaaa.nothing', 'ChatOutput-bbbbb.input_value')).toThrow('cannot connect');
  });
});

describe('decoded handles of an edge', () => {
  const edge = () => ({ id: 'e', source: 'ChatInput-jFwUm', target: 'OpenAIModel-OcXkl', sourceHandle: SOURCE, targetHandle: TARGET });

  it('are decoded once while the edge keeps its ids', () => {
    const stored = edge();
    expect(edgeHandles(stored)).toBe(edgeHandles(stored));
    expect(edgeHandles(stored).target).toMatchObject({ fieldName: 'input_value' });
  });

  it('are decoded again when an id of the edge changes in place', () => {
    const stored = edge();
    expect(edgeHandles(stored).target).toMatchObject({ fieldName: 'input_value' });
    stored.targetHandle = TARGET.replace('input_value', 'system_message');
    expect(edgeHandles(stored).target).toMatchObject({ fieldName: 'system_message' });
  });
});

describe('isLoopEdge', () => {
  it('tells loop edges from field edges, in either spacing, without decoding field handles', () => {
    const loop = loopComponent('Loop-lllll');
    const body = component('Body-bbbbb', { outputs: [output('data', ['Data'])] });
    const loopEdge = connectLoop(body, 'data', loop);
    expect(isLoopEdge(loopEdge)).toBe(true);
    const spaced = { ...loopEdge, targetHandle: loopEdge.targetHandle!.replaceAll(',', ', ').replaceAll(':', ': ') };
    expect(isLoopEdge(spaced)).toBe(true);
    expect(isLoopEdge({ id: 'e', source: 'a', target: 'b', sourceHandle: PY_SOURCE, targetHandle: PY_TARGET })).toBe(false);
  });
});

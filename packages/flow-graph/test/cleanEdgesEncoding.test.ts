// Loading a large flow checks every edge against its nodes: the handles the nodes offer are
// encoded once per check, and an edge already written in the compact encoding is not re-encoded.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanEdges, findBrokenEdges } from '../src/connections/cleanEdges';
import type * as encoding from '../src/handles/encoding';
import { encodeHandle } from '../src/handles/encoding';
import { component, connect, field, output } from './fixtures';

vi.mock('../src/handles/encoding', async (original) => {
  const actual = await original<typeof encoding>();
  return { ...actual, encodeHandle: vi.fn(actual.encodeHandle) };
});

const chat = component('ChatInput-aaaaa');
const models = ['Model-bbbbb', 'Model-ccccc', 'Model-ddddd'].map((id) =>
  component(id, { fields: { system: field({ input_types: ['Message'] }) }, outputs: [output('text', ['Message'])] }),
);
const nodes = [chat, ...models];

describe('cleanEdges encoding', () => {
  const edges = models.map((model) => connect(chat, 'message', model, 'system'));
  beforeEach(() => vi.mocked(encodeHandle).mockClear());

  it('encodes the shared output once and each target field once', () => {
    expect(cleanEdges(nodes, edges)).toEqual(edges);
    // One source handle and three target handles; before, four encodings per edge (12).
    expect(encodeHandle).toHaveBeenCalledTimes(4);
  });

  it('still encodes a written handle that is not the compact form, and keeps the edge', () => {
    const spaced = { ...edges[0]!, sourceHandle: edges[0]!.sourceHandle!.replaceAll(',', ', ') };
    expect(findBrokenEdges(nodes, [spaced])).toEqual([]);
    expect(encodeHandle).toHaveBeenCalledTimes(3);
  });
});

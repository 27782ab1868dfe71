import type { GenericNode, TemplateField } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { applyTweaks, createRegistry, defineComponent } from '../src';
import { switchOnStreaming } from '../src/run/tweaks';
import { makeNode } from './support/flows';

const Fields = defineComponent({
  type: 'Fields',
  display_name: 'Fields',
  description: 'Has one field of each tweakable kind.',
  category: 'test',
  inputs: [
    { type: 'str', name: 'model', value: 'a' },
    { type: 'NestedDict', name: 'options' },
    { type: 'file', name: 'document' },
    { type: 'float', name: 'temperature', value: 0.1 },
  ],
  outputs: [{ name: 'out', display_name: 'Out', types: ['Data'] }],
  run: () => ({}),
});
const Streamer = defineComponent({
  type: 'Streamer',
  display_name: 'Streamer',
  description: 'A model-like component with a stream switch.',
  category: 'test',
  inputs: [
    { type: 'bool', name: 'stream', value: false },
    { type: 'str', name: 'model', value: 'a' },
  ],
  outputs: [{ name: 'out', display_name: 'Out', types: ['Message'] }],
  run: () => ({}),
});
const registry = createRegistry([Fields, Streamer]);

const field = (node: GenericNode | undefined, name: string) => node?.data.node.template[name] as TemplateField;

describe('applyTweaks', () => {
  it('sets values by node id, parses NestedDict JSON and puts file tweaks in file_path', () => {
    const flow = { nodes: [makeNode(registry, 'Fields-aaaaa')], edges: [] };
    const tweaked = applyTweaks(flow, { 'Fields-aaaaa': { model: 'b', options: '{"x":1}', document: 'u/1/doc.pdf', missing: 1 } });
    const node = tweaked.nodes[0] as GenericNode;
    expect(field(node, 'model').value).toBe('b');
    expect(field(node, 'options').value).toEqual({ x: 1 });
    expect(field(node, 'document').file_path).toBe('u/1/doc.pdf');
    expect(node.data.node.template.missing).toBeUndefined();
    expect(field(flow.nodes[0], 'model').value).toBe('a');
  });

  it('sets field properties from an object and applies plain top-level tweaks to every node with the field', () => {
    const flow = { nodes: [makeNode(registry, 'Fields-aaaaa'), makeNode(registry, 'Fields-bbbbb', { displayName: 'Other' })], edges: [] };
    const tweaked = applyTweaks(flow, { temperature: 0.9, Other: { model: { value: 'c', advanced: true } } });
    const [first, second] = tweaked.nodes as GenericNode[];
    expect(field(first, 'temperature').value).toBe(0.9);
    expect(field(second, 'temperature').value).toBe(0.9);
    expect(field(second, 'model')).toMatchObject({ value: 'c', advanced: true });
    expect(field(first, 'model').value).toBe('a');
  });

  it('returns the flow itself without tweaks', () => {
    const flow = { nodes: [makeNode(registry, 'Fields-aaaaa')], edges: [] };
    expect(applyTweaks(flow, null)).toBe(flow);
    expect(applyTweaks(flow, {})).toBe(flow);
  });
});

describe('switchOnStreaming', () => {
  it('switches the picked nodes on in a copy of the path to the field, sharing the rest with the flow', () => {
    const flow = { nodes: [makeNode(registry, 'Streamer-aaaaa'), makeNode(registry, 'Streamer-bbbbb'), makeNode(registry, 'Fields-ccccc')], edges: [] };
    const switched = switchOnStreaming(flow, (node) => node.id === 'Streamer-aaaaa');
    const [picked, other, fields] = switched.nodes as GenericNode[];
    const [original] = flow.nodes;
    expect(field(picked, 'stream').value).toBe(true);
    expect(field(original, 'stream').value).toBe(false);
    // Shared, not deep-copied: a streamed run copied every field (the code too) of each streaming node.
    expect(field(picked, 'model')).toBe(field(original, 'model'));
    expect(picked?.position).toBe(original?.position);
    expect(other).toBe(flow.nodes[1]);
    expect(fields).toBe(flow.nodes[2]);
  });
});

// A component's own field checks run with the flow's validation: values set on the node are
// checked, a field fed by a connection is not, and each problem names the component and field.
import { describe, expect, it } from 'vitest';
import { componentFieldIssues, createRegistry, defineComponent } from '../src';
import { ALL_COMPONENTS } from './support/components';
import { connect, makeNode } from './support/flows';

const Picky = defineComponent({
  type: 'Picky',
  display_name: 'Picky',
  description: 'Refuses the word "no".',
  category: 'processing',
  inputs: [{ type: 'str', name: 'text', display_name: 'Word', input_types: ['Text'], value: '' }],
  outputs: [{ name: 'text', display_name: 'Text', types: ['Text'] }],
  checkFields: (values) => (values.text === 'no' ? [{ field: 'text', reason: 'say yes' }] : []),
  run: ({ inputs }) => ({ text: inputs.text }),
});

const registry = createRegistry([...ALL_COMPONENTS, Picky]);
const resolve = (node: { data: { type: string } }) => registry.get(node.data.type);

describe('componentFieldIssues', () => {
  it('reports a refused value on its component and field', () => {
    const nodes = [makeNode(registry, 'Picky-aaaaa', { values: { text: 'no' }, displayName: 'My picky' })];
    expect(componentFieldIssues({ nodes, edges: [] }, resolve)).toEqual([
      { code: 'NODE_FIELD_INVALID', message: 'My picky (Word): say yes', nodeId: 'Picky-aaaaa' },
    ]);
  });

  it('accepts values the component takes, and leaves connected fields to the run', () => {
    const fine = [makeNode(registry, 'Picky-aaaaa', { values: { text: 'yes' } })];
    expect(componentFieldIssues({ nodes: fine, edges: [] }, resolve)).toEqual([]);
    const fed = [makeNode(registry, 'Echo-bbbbb'), makeNode(registry, 'Picky-ccccc', { values: { text: 'no' } })];
    expect(componentFieldIssues({ nodes: fed, edges: [connect(fed, 'Echo-bbbbb.text', 'Picky-ccccc.text')] }, resolve)).toEqual([]);
  });
});

// Component code the sandbox tests send: edited built-ins and small custom components, and nodes
// made from them the way the editor makes them (through POST /api/v1/custom_component).
import { componentSources } from '@app/components';
import type { ComponentNode, GenericNode } from '@app/flow-graph';
import type { Api } from './api';

/** A built-in component's source with one piece replaced. */
export function editedSource(type: string, from: string, to: string): string {
  const source = componentSources[type] as string;
  if (!source.includes(from)) throw new Error(`${type}'s source has no ${from}`);
  return source.replace(from, to);
}

/** Combine Text that puts the second text first and doubles the delimiter. */
export const REVERSED_COMBINE_TEXT = editedSource('CombineText', '[text1, text2].join(delimiter)', '[text2, text1].join(delimiter + delimiter)');

/** A custom component with one Message input, `text`, whose run body is given. */
export function customCode(type: string, runBody: string, extra = ''): string {
  return `import { defineComponent } from '@app/engine';
import { textMessage } from '../values/message';

export const ${type} = defineComponent({
  type: '${type}',
  display_name: '${type}',
  description: 'A component written in a test.',
  category: 'custom',
  inputs: [{ type: 'str', name: 'text', display_name: 'Text', input_types: ['Message'], value: '' }${extra}],
  outputs: [{ name: 'text', display_name: 'Text', types: ['Message'] }],
  async run(context) {
    ${runBody}
  },
});
`;
}

/** A node of the component the code defines, as the editor gets it from the server. */
export async function customNode(api: Api, id: string, code: string): Promise<GenericNode> {
  const answer = await api.post<{ data: ComponentNode; type: string }>('/api/v1/custom_component', { code });
  if (answer.status !== 200) throw new Error(`custom_component failed: ${answer.status} ${answer.text}`);
  return { id, type: 'genericNode', position: { x: 0, y: 0 }, data: { id, type: answer.body.type, node: answer.body.data } };
}

/** Gives a node edited code, as the code modal's "Check & Save" leaves it. */
export function withCode(node: GenericNode, code: string): GenericNode {
  const field = node.data.node.template.code;
  if (typeof field !== 'object') throw new Error(`${node.id} has no code field`);
  field.value = code;
  node.data.node.edited = true;
  return node;
}

import { describe, expect, it } from 'vitest';
import { localizeNodeTexts, type ComponentNode, type GenericNode, type WorkflowNode } from '../src';

const metadata = { display_names: { zh: '聊天输入', en: 'Chat Input' }, descriptions: { zh: '获取消息。', en: 'Get the message.' } };

function chatInput(language: 'zh' | 'en', value = ''): ComponentNode {
  const en = language === 'en';
  return {
    display_name: en ? 'Chat Input' : '聊天输入',
    description: en ? 'Get the message.' : '获取消息。',
    documentation: en ? 'Docs.' : '文档。',
    metadata,
    template: {
      code: { type: 'code', show: true, value: 'source', display_name: 'code' },
      input_value: { type: 'str', show: true, value, display_name: en ? 'Input Text' : '输入文本', info: en ? 'The message.' : '消息。' },
      sender: { type: 'str', show: true, value: 'User', options: ['Machine', 'User'], display_name: en ? 'Sender Type' : '发送者类型', ...(en ? { option_labels: { User: 'User' } } : {}) },
    },
    outputs: [{ name: 'message', display_name: en ? 'Chat Message' : '聊天消息', types: ['Message'] }],
  };
}

function nodeOf(component: ComponentNode, id = 'ChatInput-abcde'): GenericNode {
  return { id, type: 'genericNode', position: { x: 0, y: 0 }, data: { id, type: 'ChatInput', node: component } };
}

const english = { ChatInput: chatInput('en') };

describe('localizeNodeTexts', () => {
  it('shows a node stored in Chinese with the catalogue’s English texts, keeping its values', () => {
    const [node] = localizeNodeTexts([nodeOf(chatInput('zh', 'hello'))], english) as GenericNode[];
    const component = node!.data.node;
    expect(component).toMatchObject({ display_name: 'Chat Input', description: 'Get the message.', documentation: 'Docs.' });
    expect(component.template.input_value).toMatchObject({ display_name: 'Input Text', info: 'The message.', value: 'hello' });
    expect(component.template.sender).toMatchObject({ display_name: 'Sender Type', value: 'User', option_labels: { User: 'User' } });
    expect(component.outputs?.[0]).toMatchObject({ name: 'message', display_name: 'Chat Message' });
  });

  it('keeps a name or description the user changed', () => {
    const [renamed] = localizeNodeTexts([nodeOf({ ...chatInput('zh'), display_name: '提问' })], english) as GenericNode[];
    expect(renamed!.data.node).toMatchObject({ display_name: '提问', description: 'Get the message.' });
    expect(renamed!.data.node.template.input_value).toMatchObject({ display_name: 'Input Text' });
    const [described] = localizeNodeTexts([nodeOf({ ...chatInput('zh'), description: '我的说明' })], english) as GenericNode[];
    expect(described!.data.node).toMatchObject({ display_name: 'Chat Input', description: '我的说明' });
  });

  it('leaves a node already in the catalogue’s language as stored, with its own field texts', () => {
    const own = chatInput('en');
    (own.template.input_value as { info: string }).info = 'My own info.';
    const nodes = [nodeOf(own)];
    expect(localizeNodeTexts(nodes, english)).toBe(nodes);
  });

  it('leaves custom components, unknown types and already translated nodes as they are', () => {
    const edited = nodeOf({ ...chatInput('zh'), edited: true });
    const done = nodeOf(chatInput('en'), 'ChatInput-fghij');
    const unknown: WorkflowNode = { ...nodeOf(chatInput('zh'), 'Other-1'), data: { id: 'Other-1', type: 'Other', node: chatInput('zh') } };
    const nodes = [edited, done, unknown];
    expect(localizeNodeTexts(nodes, english)).toBe(nodes);
  });

  it('translates the nodes inside a group', () => {
    const group = nodeOf({ display_name: 'Group', template: {}, flow: { id: 'g', name: 'Group', data: { nodes: [nodeOf(chatInput('zh'))], edges: [] } } }, 'GroupNode-1');
    const [node] = localizeNodeTexts([group], english) as GenericNode[];
    const inner = node!.data.node.flow?.data.nodes[0] as GenericNode;
    expect(inner.data.node.display_name).toBe('Chat Input');
    expect(node!.data.node.display_name).toBe('Group');
  });

  it('goes back to Chinese with a Chinese catalogue', () => {
    const [node] = localizeNodeTexts([nodeOf(chatInput('en'))], { ChatInput: chatInput('zh') }) as GenericNode[];
    expect(node!.data.node).toMatchObject({ display_name: '聊天输入', description: '获取消息。' });
    expect(node!.data.node.template.sender).not.toHaveProperty('option_labels');
  });
});

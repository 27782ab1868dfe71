import { describe, expect, it } from 'vitest';
import {
  checkMcpToolDescription,
  checkMcpToolName,
  mcpToolArguments,
  mcpToolInputSchema,
  mcpToolNameOf,
  mcpToolRunInput,
  uniqueMcpToolNames,
  type FlowData,
} from '../src';

const node = (id: string, type: string, display_name = type) =>
  ({ id, type: 'genericNode', position: { x: 0, y: 0 }, data: { id, type, node: { display_name, template: {} } } }) as unknown as FlowData['nodes'][number];

describe('MCP tool names', () => {
  it.each([
    ['', true],
    ['weather_report', true],
    ['Weather-Report2', true],
    ['has space', false],
    ['天气', false],
    ['dotted.name', false],
    ['a'.repeat(64), true],
    ['a'.repeat(65), false],
  ])('checks %j', (name, ok) => {
    expect(checkMcpToolName(name).ok).toBe(ok);
  });

  it('refuses with coded texts', () => {
    expect(checkMcpToolName('a b')).toMatchObject({ ok: false, code: 'MCP_TOOL_NAME_CHARACTERS' });
    expect(checkMcpToolName('a'.repeat(65))).toMatchObject({ ok: false, code: 'MCP_TOOL_NAME_TOO_LONG', message: '工具名称最多64个字符' });
    expect(checkMcpToolDescription('说'.repeat(1025))).toMatchObject({ ok: false, code: 'MCP_TOOL_DESCRIPTION_TOO_LONG' });
    expect(checkMcpToolDescription('说'.repeat(1024)).ok).toBe(true);
  });

  it('derives valid names from any app name', () => {
    expect(mcpToolNameOf('Weather report (v2)', 'app_1')).toBe('Weather_report_v2');
    expect(mcpToolNameOf('天气助手', 'app_1234')).toBe('app_1234');
    expect(mcpToolNameOf('Café', 'x')).toBe('Cafe');
    expect(mcpToolNameOf('x'.repeat(100), 'y')).toHaveLength(60);
  });

  it('makes repeated names unique, ignoring case', () => {
    expect(uniqueMcpToolNames(['chat', 'Chat', 'chat', 'other'])).toEqual(['chat', 'Chat_2', 'chat_3', 'other']);
  });
});

describe('MCP tool arguments', () => {
  it('takes the chat message of a flow with a chat input, and each text input by node id', () => {
    const flow = { nodes: [node('ChatInput-1', 'ChatInput'), node('TextInput-a', 'TextInput', 'City'), node('LLM-1', 'OpenAIModel')] };
    const toolArguments = mcpToolArguments(flow);
    expect(mcpToolInputSchema(toolArguments)).toEqual({
      type: 'object',
      properties: {
        input_value: { type: 'string', description: expect.any(String) as string },
        'TextInput-a': { type: 'string', description: 'City' },
      },
      required: ['input_value'],
      additionalProperties: false,
    });
    expect(mcpToolRunInput(toolArguments, { input_value: 'hi', 'TextInput-a': 'Paris', other: 'x' })).toEqual({
      input_value: 'hi',
      tweaks: { 'TextInput-a': { input_value: 'Paris' } },
    });
  });

  it('still takes an optional message from a flow without inputs', () => {
    const toolArguments = mcpToolArguments({ nodes: [node('LLM-1', 'OpenAIModel')] });
    expect(mcpToolInputSchema(toolArguments).required).toEqual([]);
    expect(mcpToolRunInput(toolArguments, {})).toEqual({ input_value: null, tweaks: {} });
  });

  it('takes only the text inputs of a flow that has no chat input', () => {
    const toolArguments = mcpToolArguments({ nodes: [node('TextInput-a', 'TextInput')] });
    expect(toolArguments.map((argument) => argument.name)).toEqual(['TextInput-a']);
    expect(mcpToolRunInput(toolArguments, { input_value: 'ignored', 'TextInput-a': 'x' })).toEqual({ input_value: null, tweaks: { 'TextInput-a': { input_value: 'x' } } });
  });
});

import { VALIDATION_ISSUE_CODES, type CodedText } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { createI18n, resources, supportedLanguages, wordCodedText, wordFlowIssue } from '../src/index';

const missingVariable: CodedText = {
  code: 'COMPONENT_BUILD_FAILED',
  text: 'Error building Component OpenAI 兼容模型: \n\nVariable OPENAI_API_KEY not found (field api_key).',
  params: {
    component: 'OpenAI 兼容模型',
    message: { code: 'VARIABLE_NOT_FOUND', text: 'Variable OPENAI_API_KEY not found (field api_key).', params: { name: 'OPENAI_API_KEY', field: 'api_key' } },
  },
};

const unreachable: CodedText = {
  code: 'MODEL_UNREACHABLE',
  text: '无法连接到模型服务 http://127.0.0.1:9/v1：Cannot fetch http://127.0.0.1:9/v1/chat/completions: connect ECONNREFUSED.',
  params: {
    url: 'http://127.0.0.1:9/v1',
    detail: { code: 'CONNECTION_FAILED', text: 'Cannot fetch http://127.0.0.1:9/v1/chat/completions: connect ECONNREFUSED.', params: { url: 'http://127.0.0.1:9/v1/chat/completions', detail: 'connect ECONNREFUSED' } },
  },
};

describe('wordCodedText', () => {
  it('words a server error and the reason inside it in the reader’s language', () => {
    expect(wordCodedText(createI18n('zh'), missingVariable)).toBe('构建组件 OpenAI 兼容模型 出错：\n\n找不到变量 OPENAI_API_KEY（字段 api_key）。');
    expect(wordCodedText(createI18n('en'), missingVariable)).toBe('Error building Component OpenAI 兼容模型: \n\nVariable OPENAI_API_KEY not found (field api_key).');
    expect(wordCodedText(createI18n('zh'), unreachable)).toBe('无法连接到模型服务 http://127.0.0.1:9/v1：无法访问 http://127.0.0.1:9/v1/chat/completions：connect ECONNREFUSED。');
    expect(wordCodedText(createI18n('en'), unreachable)).toBe('Cannot connect to the model service http://127.0.0.1:9/v1: Cannot fetch http://127.0.0.1:9/v1/chat/completions: connect ECONNREFUSED.');
  });

  it('words the components’ Chinese-authored refusals in English too', () => {
    const limit = { code: 'AGENT_STEP_LIMIT', text: '智能体已达到最大迭代次数（15 次），在得出最终回答前停止了。可以调高“最大迭代次数”后重试。', params: { max: 15 } };
    expect(wordCodedText(createI18n('en'), limit)).toBe('The agent reached its maximum of 15 iterations and stopped before a final answer. Raise "Max Iterations" and try again.');
    expect(wordCodedText(createI18n('zh'), limit)).toBe(limit.text);
  });

  it('shows the server’s text for a code it does not know or a parameter its text lacks', () => {
    const zh = createI18n('zh');
    expect(wordCodedText(zh, { code: 'SOMETHING_NEW', text: 'Something new broke.', params: {} })).toBe('Something new broke.');
    expect(wordCodedText(zh, { code: 'VARIABLE_NOT_FOUND', text: 'Variable X not found (field y).', params: { name: 'X' } })).toBe('Variable X not found (field y).');
    const inner = { code: 'SOMETHING_NEW', text: 'inner reason', params: {} };
    expect(wordCodedText(zh, { ...missingVariable, params: { component: '提示词', message: inner } })).toBe('构建组件 提示词 出错：\n\ninner reason');
  });
});

describe('wordFlowIssue', () => {
  const missing: CodedText = { code: 'NODE_MISSING_FIELD', text: '聊天输出 is missing 输入.', params: { component: '聊天输出', field: '输入' } };

  it('words a validation issue from the editor’s canvas rules', () => {
    expect(wordFlowIssue(createI18n('zh'), missing)).toBe('聊天输出 缺少“输入”。');
    expect(wordFlowIssue(createI18n('en'), missing)).toBe('聊天输出 is missing 输入.');
  });

  it.each(supportedLanguages)('has a %s text for every code validation reports', (language) => {
    const rules: Record<string, string> = resources[language].canvas.rules;
    expect(VALIDATION_ISSUE_CODES.filter((code) => !rules[code]?.trim())).toEqual([]);
  });

  it('leaves them out of the server messages the embedded chat loads', () => {
    for (const language of supportedLanguages) {
      expect(VALIDATION_ISSUE_CODES.filter((code) => Object.hasOwn(resources[language].serverMessages, code))).toEqual([]);
    }
  });
});

// The chat page's greeting and suggestion chips: UI Input's configured table, UI Output reading
// what a flow proposes (a model's JSON lines, plain lines, Data), and the Data both send.
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanSuggestions, createData, suggestionsIn, suggestionsInText, tableSuggestions } from '../src';
import { componentErrorOf, reasonOf } from './support/errors';
import { build, connect, makeNode } from './support/flows';
import { keyedNode, TEST_KEY } from './support/models';

const INPUT = 'UIInput-ui000';
const OUTPUT = 'UIOutput-ui001';

describe('suggestions in text', () => {
  it('reads a JSON array, an object with suggestions, and a fenced answer', () => {
    expect(suggestionsInText('["今天天气如何？", {"name": "官网", "url": "https://example.com"}]')).toEqual([
      { name: '今天天气如何？' },
      { name: '官网', url: 'https://example.com' },
    ]);
    expect(suggestionsInText('```json\n{"suggestions": [{"question": "下一步？"}]}\n```')).toEqual([{ name: '下一步？' }]);
  });

  it('reads JSON lines and plain lines, dropping list markers and quotes', () => {
    expect(suggestionsInText('{"name": "A"}\n"B"\n{"text": "C", "link": "https://c.example"}')).toEqual([{ name: 'A' }, { name: 'B' }, { name: 'C', url: 'https://c.example' }]);
    expect(suggestionsInText('1. 第一个问题\n2、第二个问题\n- “第三个问题”\n\n(4) 42')).toEqual([{ name: '第一个问题' }, { name: '第二个问题' }, { name: '第三个问题' }, { name: '42' }]);
    expect(suggestionsInText('  ')).toEqual([]);
  });

  it('reads messages, Data and lists of them', () => {
    const data = createData({ name: '数据里的问题', url: 'https://d.example' });
    const text = createData({ text: '甲\n乙' });
    expect(suggestionsIn([data, text, { text: '丙', sender: 'Machine' }])).toEqual([{ name: '数据里的问题', url: 'https://d.example' }, { name: '甲' }, { name: '乙' }, { name: '丙' }]);
  });
});

describe('clean suggestions', () => {
  it('keeps each once, at most max, and drops links that are not http(s)', () => {
    const dropped: string[] = [];
    const clean = cleanSuggestions(
      [{ name: ' A ' }, { name: 'A' }, { name: '' }, { name: 'B', url: 'javascript:alert(1)' }, { name: 'C', url: 'https://c.example' }, { name: 'D' }],
      3,
      (suggestion) => dropped.push(suggestion.url ?? ''),
    );
    expect(clean).toEqual([{ name: 'A' }, { name: 'B' }, { name: 'C', url: 'https://c.example' }]);
    expect(dropped).toEqual(['javascript:alert(1)']);
  });

  it('refuses a configured row without text, with a bad link, or too many rows', () => {
    expect(tableSuggestions([{ name: '问', url: '' }, { name: '', url: '' }, { name: '站', url: 'https://x.example' }])).toEqual([{ name: '问' }, { name: '站', url: 'https://x.example' }]);
    expect(componentErrorOf(() => tableSuggestions([{ name: 'a' }, { name: ' ', url: 'https://x.example' }])).message).toBe('“推荐问题”第 2 行缺少问题文字。');
    expect(componentErrorOf(() => tableSuggestions([{ name: 'a', url: 'ftp://x' }])).message).toBe('“推荐问题”第 1 行的链接“ftp://x”无效：请填写以 http:// 或 https:// 开头的地址。');
    const many = Array.from({ length: 11 }, (_, index) => ({ name: `q${index}` }));
    expect(componentErrorOf(() => tableSuggestions(many)).message).toBe('推荐问题最多 10 个，当前有 11 个。');
  });
});

describe('UI Input and UI Output in a flow', () => {
  const configured = { greeting: '你好，我是**助手**。', suggestions: [{ name: '你能做什么？', url: '' }, { name: '帮助文档', url: 'https://docs.example.com' }] };

  it('sends the configured greeting and suggestions through UI Output', async () => {
    const nodes = [makeNode(INPUT, configured), makeNode(OUTPUT)];
    const run = await build(nodes, [connect(nodes, `${INPUT}.ui`, `${OUTPUT}.ui_config`)]);
    const expected = { data: { greeting: '你好，我是**助手**。', suggestions: [{ name: '你能做什么？' }, { name: '帮助文档', url: 'https://docs.example.com' }] }, text_key: 'greeting' };
    expect(run.values(INPUT).ui).toEqual(expected);
    expect(run.values(OUTPUT).ui).toEqual(expected);
    expect(run.messages()).toEqual([]);
  });

  it('fails UI Input on a bad configured link', async () => {
    const run = await build([makeNode(INPUT, { suggestions: [{ name: 'x', url: 'file:///etc/passwd' }] })]);
    expect(reasonOf(run.error(INPUT))).toBe('“推荐问题”第 1 行的链接“file:///etc/passwd”无效：请填写以 http:// 或 https:// 开头的地址。');
  });

  it('replaces the greeting with its own and keeps the configured suggestions when nothing usable is proposed', async () => {
    const nodes = [makeNode(INPUT, configured), makeNode('TextInput-tx000', { input_value: '   ' }), makeNode(OUTPUT, { greeting: '新的开场白' })];
    const edges = [connect(nodes, `${INPUT}.ui`, `${OUTPUT}.ui_config`), connect(nodes, 'TextInput-tx000.text', `${OUTPUT}.suggestions`)];
    const ui = (await build(nodes, edges)).values(OUTPUT).ui as { data: { greeting: string; suggestions: unknown[] } };
    expect(ui.data.greeting).toBe('新的开场白');
    expect(ui.data.suggestions).toEqual([{ name: '你能做什么？' }, { name: '帮助文档', url: 'https://docs.example.com' }]);
  });

  describe('with follow-up questions a model proposes', () => {
    let llm: LlmTestServer;
    const MODEL = 'OpenAIModel-mo000';

    beforeAll(async () => {
      llm = await startLlmTestServer({ apiKey: TEST_KEY, models: ['gpt-4o-mini'] });
    });
    afterAll(() => llm.close());

    it('shows at most max_suggestions of the model’s JSON lines, bad links dropped and logged', async () => {
      llm.queue({ text: '{"name": "它怎么收费？"}\n{"name": "恶意", "url": "javascript:alert(1)"}\n{"name": "看看文档", "url": "https://docs.example.com"}\n{"name": "多余的"}' });
      const nodes = [
        makeNode(INPUT, configured),
        keyedNode(MODEL, { openai_api_base: llm.baseUrl, api_key: TEST_KEY, model_name: 'gpt-4o-mini', max_retries: 0, input_value: '提出三个后续问题，每行一个 JSON。' }),
        makeNode(OUTPUT, { max_suggestions: 3 }),
      ];
      const edges = [connect(nodes, `${INPUT}.ui`, `${OUTPUT}.ui_config`), connect(nodes, `${MODEL}.text_output`, `${OUTPUT}.suggestions`)];
      const run = await build(nodes, edges);
      expect(run.values(OUTPUT).ui).toEqual({
        data: { greeting: '你好，我是**助手**。', suggestions: [{ name: '它怎么收费？' }, { name: '恶意' }, { name: '看看文档', url: 'https://docs.example.com' }] },
        text_key: 'greeting',
      });
      const logs = run.events.flatMap((event) => (event.event === 'end_vertex' && event.data.build_data.id === OUTPUT ? Object.values(event.data.build_data.data.logs).flat() : []));
      expect(JSON.stringify(logs)).toContain('已忽略推荐问题“恶意”的无效链接：javascript:alert(1)');
    });
  });
});

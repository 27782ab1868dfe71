// Structured Output against the local model server: what the model is asked, how its answer is
// checked and converted, and the errors a user can act on.
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerJsonSchema, readStructuredObjects, schemaFields, schemaInstructions } from '../src';
import { componentErrorOf, reasonOf } from './support/errors';
import { build, connect, makeNode } from './support/flows';
import { keyedNode, TEST_KEY } from './support/models';

const SCHEMA = [
  { name: 'name', description: '姓名', type: 'str', multiple: false },
  { name: 'age', description: '年龄', type: 'int', multiple: 'False' },
  { name: 'skills', description: '技能', type: 'str', multiple: 'True' },
];

describe('output schema', () => {
  const fields = schemaFields(SCHEMA);

  it('reads the table rows, with flags as booleans or text', () => {
    expect(fields).toEqual([
      { name: 'name', description: '姓名', type: 'str', multiple: false },
      { name: 'age', description: '年龄', type: 'int', multiple: false },
      { name: 'skills', description: '技能', type: 'str', multiple: true },
    ]);
    expect(schemaFields([{ name: ' x ' }])).toEqual([{ name: 'x', description: '', type: 'str', multiple: false }]);
  });

  it('refuses tables the model could not follow', () => {
    expect(componentErrorOf(() => schemaFields([])).message).toBe('“输出结构”中至少要有一个字段。');
    expect(componentErrorOf(() => schemaFields([{ name: 'a' }, { name: ' ' }])).message).toBe('“输出结构”第 2 行缺少字段名。');
    expect(componentErrorOf(() => schemaFields([{ name: 'a' }, { name: 'a' }])).message).toBe('“输出结构”中的字段名“a”重复。');
    expect(componentErrorOf(() => schemaFields([{ name: 'a', type: 'date' }])).message).toBe('字段“a”的类型“date”无效，可选：str, int, float, bool, dict。');
  });

  it('tells the model the fields and the JSON Schema', () => {
    const text = schemaInstructions('联系人', fields);
    expect(text).toContain('每个对象是一条“联系人”');
    expect(text).toContain('- "age"（整数）：年龄');
    expect(text).toContain('- "skills"（字符串组成的数组）：技能');
    expect(answerJsonSchema(fields)).toMatchObject({
      properties: { objects: { type: 'array', items: { properties: { age: { type: ['integer', 'null'] }, skills: { type: ['array', 'null'], items: { type: 'string' } } }, required: ['name', 'age', 'skills'] } } },
    });
  });

  it('converts values whose meaning is plain and keeps only the schema’s fields', () => {
    expect(readStructuredObjects({ objects: [{ name: 'Ann', age: '31', skills: 'Go', extra: 1 }] }, fields)).toEqual([{ name: 'Ann', age: 31, skills: ['Go'] }]);
    expect(readStructuredObjects([{ name: 7 }], fields)).toEqual([{ name: '7', age: null, skills: [] }]);
    expect(readStructuredObjects({ name: 'solo', age: 2 }, fields)).toEqual([{ name: 'solo', age: 2, skills: [] }]);
    const typed = schemaFields([
      { name: 'price', type: 'float' },
      { name: 'paid', type: 'bool' },
      { name: 'meta', type: 'dict' },
    ]);
    expect(readStructuredObjects({ objects: [{ price: '1,299.5', paid: 'true', meta: '{"a":1}' }] }, typed)).toEqual([{ price: 1299.5, paid: true, meta: { a: 1 } }]);
  });

  it('refuses values of the wrong kind and answers of the wrong shape', () => {
    expect(componentErrorOf(() => readStructuredObjects({ objects: [{ age: 'thirty' }] }, fields)).message).toBe('模型给字段“age”的值 "thirty" 不是整数。');
    expect(componentErrorOf(() => readStructuredObjects({ objects: [{ age: 3.5 }] }, fields)).code).toBe('STRUCTURED_VALUE_INVALID');
    expect(componentErrorOf(() => readStructuredObjects('text', fields)).message).toBe('模型的回答不是预期的结构（应为 {"objects": [...]}）："text"');
    expect(componentErrorOf(() => readStructuredObjects({ objects: [1] }, fields)).code).toBe('STRUCTURED_ANSWER_INVALID');
  });
});

describe('Structured Output component', () => {
  let llm: LlmTestServer;
  const MODEL = 'OpenAIModel-mo000';
  const OUTPUT = 'StructuredOutput-so000';

  function flow(values: Record<string, unknown> = {}) {
    const nodes = [
      keyedNode(MODEL, { openai_api_base: llm.baseUrl, api_key: TEST_KEY, model_name: 'gpt-4o-mini', max_retries: 0, temperature: 0.2 }),
      makeNode(OUTPUT, { input_value: '张三，30 岁，会 Go 和 Rust。李四，25 岁。', output_schema: SCHEMA, schema_name: '候选人', ...values }),
    ];
    return build(nodes, [connect(nodes, `${MODEL}.model_output`, `${OUTPUT}.llm`)]);
  }

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: TEST_KEY, models: ['gpt-4o-mini'] });
  });
  afterEach(() => llm.reset());
  afterAll(() => llm.close());

  it('asks the connected model for JSON in the schema and outputs the checked records', async () => {
    llm.queue({ text: '```json\n{"objects":[{"name":"张三","age":"30","skills":["Go","Rust"]},{"name":"李四","age":25,"skills":null}]}\n```' });
    const run = await flow();
    expect(run.result.status).toBe('completed');
    const values = run.values(OUTPUT);
    expect(values.structured_output).toEqual({
      data: {
        results: [
          { name: '张三', age: 30, skills: ['Go', 'Rust'] },
          { name: '李四', age: 25, skills: [] },
        ],
      },
      text_key: 'text',
    });
    expect(values.dataframe_output).toEqual([
      { data: { name: '张三', age: 30, skills: ['Go', 'Rust'] }, text_key: 'text' },
      { data: { name: '李四', age: 25, skills: [] }, text_key: 'text' },
    ]);
    const body = llm.requests[0]?.body as { messages: Array<{ role: string; content: string }>; response_format?: unknown; temperature?: number };
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.temperature).toBe(0.2);
    expect(body.messages[0]?.role).toBe('system');
    expect(body.messages[0]?.content).toContain('你是一个信息抽取系统');
    expect(body.messages[0]?.content).toContain('每个对象是一条“候选人”');
    expect(body.messages[1]).toEqual({ role: 'user', content: '张三，30 岁，会 Go 和 Rust。李四，25 岁。' });
  });

  it('outputs a single record as the Data itself', async () => {
    llm.queue({ text: '{"objects":[{"name":"王五","age":40,"skills":["SQL"]}]}' });
    expect((await flow()).values(OUTPUT).structured_output).toEqual({ data: { name: '王五', age: 40, skills: ['SQL'] }, text_key: 'text' });
  });

  it('fails with the reason when the answer does not fit', async () => {
    llm.queue({ text: '{"objects":[{"name":"张三","age":"三十"}]}' });
    expect(reasonOf((await flow()).error(OUTPUT))).toBe('模型给字段“age”的值 "三十" 不是整数。');
    llm.queue({ text: '我不知道' });
    expect(reasonOf((await flow()).error(OUTPUT))).toMatch(/^模型没有返回有效的 JSON：/);
  });

  it('needs a model connected', async () => {
    const run = await build([makeNode(OUTPUT, { input_value: 'x' })]);
    expect(reasonOf(run.error(OUTPUT))).toBe('结构化输出 is missing 语言模型.');
  });
});

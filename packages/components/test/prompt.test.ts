import type { NodeTemplate, TemplateField } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { promptTemplateFields, promptVariables } from '../src';
import { componentErrorOf } from './support/errors';
import { build, buildOne, connect, makeNode, registry, textOf } from './support/flows';

describe('promptVariables', () => {
  it('lists single-brace names once, in order of first use', () => {
    expect(promptVariables('Context: {context}\nQuestion: {question}\nAgain: {context}')).toEqual(['context', 'question']);
    expect(promptVariables('no variables here')).toEqual([]);
  });

  it('reads double braces as literal braces, not variables', () => {
    expect(promptVariables('Reply as {{"answer": "…"}} to {question}')).toEqual(['question']);
    expect(promptVariables('{{x}}')).toEqual([]);
    expect(promptVariables('{{{x}}}')).toEqual(['x']);
  });

  it('leaves braces that open no variable as text', () => {
    expect(promptVariables('a { b')).toEqual([]);
    expect(promptVariables('a } b {}')).toEqual([]);
  });

  it('accepts names in any script', () => {
    expect(promptVariables('请回答：{问题}')).toEqual(['问题']);
  });

  it('refuses names with spaces, punctuation or a leading digit', () => {
    expect(() => promptVariables('{first name} {a.b} {1st} {ok}')).toThrow(
      'Invalid prompt variables: first name, a.b, 1st. A variable name cannot start with a digit or contain spaces or any of , . : ; ! ? / \\ ( ) [ ].',
    );
    // JSON in a prompt must be escaped with double braces.
    expect(componentErrorOf(() => promptVariables('{"key": 1}')).code).toBe('PROMPT_INVALID_VARIABLES');
  });

  it('refuses reserved names', () => {
    expect(() => promptVariables('{template}')).toThrow('The prompt variable name "template" is reserved; choose another name.');
    expect(componentErrorOf(() => promptVariables('{template}')).code).toBe('PROMPT_RESERVED_VARIABLE');
    expect(() => promptVariables('{code}')).toThrow('"code" is reserved');
  });
});

describe('promptTemplateFields', () => {
  const fresh = () => registry.frontendNode('Prompt')?.template as NodeTemplate;

  it('adds one field per variable, shaped like Langflow’s prompt fields', () => {
    const { input_variables, template } = promptTemplateFields('Hi {name}, {question}', fresh());
    expect(input_variables).toEqual(['name', 'question']);
    expect((template.template as TemplateField).value).toBe('Hi {name}, {question}');
    expect(template.name).toMatchObject({
      type: 'str',
      name: 'name',
      display_name: 'name',
      value: '',
      show: true,
      advanced: false,
      multiline: true,
      input_types: ['Message'],
    });
    expect(Object.keys(template)).toEqual(['_type', 'code', 'template', 'name', 'question']);
  });

  it('keeps the values of variables that stay and drops the fields of those that left', () => {
    const first = promptTemplateFields('{a} {b}', fresh()).template;
    (first.a as TemplateField).value = 'kept';
    (first.b as TemplateField).value = 'dropped';
    const before = structuredClone(first);

    const { template } = promptTemplateFields('{a} {c}', first);
    expect((template.a as TemplateField).value).toBe('kept');
    expect(template.b).toBeUndefined();
    expect((template.c as TemplateField).value).toBe('');
    expect(first).toEqual(before);
  });

  it('refuses a template with invalid variables', () => {
    expect(() => promptTemplateFields('{a b}', fresh())).toThrow('Invalid prompt variables: a b.');
  });
});

describe('Prompt', () => {
  it('fills variables from field values and connected messages, keeping escaped braces', async () => {
    const prompt = makeNode('Prompt-ppppp');
    prompt.data.node.template = promptTemplateFields('{role}: answer {question} as {{"answer": …}}', prompt.data.node.template).template;
    (prompt.data.node.template.role as TemplateField).value = 'Teacher';
    const nodes = [makeNode('TextInput-qqqqq', { input_value: 'why?' }), prompt];
    const run = await build(nodes, [connect(nodes, 'TextInput-qqqqq.text', 'Prompt-ppppp.question')]);
    expect(textOf(run.values('Prompt-ppppp').prompt)).toBe('Teacher: answer why? as {"answer": …}');
  });

  it('joins several values of one variable line by line and leaves unset variables empty', async () => {
    const prompt = makeNode('Prompt-ppppp');
    prompt.data.node.template = promptTemplateFields('[{items}] [{unset}]', prompt.data.node.template).template;
    const nodes = [makeNode('TextInput-aaaaa', { input_value: 'one' }), makeNode('TextInput-bbbbb', { input_value: 'two' }), prompt];
    // A variable field takes one connection in the editor; the engine still joins what arrives.
    (prompt.data.node.template.items as TemplateField).list = true;
    const edges = [connect(nodes, 'TextInput-aaaaa.text', 'Prompt-ppppp.items'), connect(nodes, 'TextInput-bbbbb.text', 'Prompt-ppppp.items')];
    const run = await build(nodes, edges);
    expect(textOf(run.values('Prompt-ppppp').prompt)).toBe('[one\ntwo] []');
  });

  it('fails on a template saved with invalid variables', async () => {
    const run = await buildOne('Prompt-ppppp', { template: 'hello {a:b}' });
    expect(run.error('Prompt-ppppp')).toContain('Invalid prompt variables: a:b.');
  });
});

import { describe, expect, it } from 'vitest';
import { parseString, splitWords, STRING_PARSERS } from '../src';
import { buildOne, textOf } from './support/flows';
import { componentErrorOf } from './support/errors';

describe('splitWords', () => {
  it('splits at separators, case changes, acronyms and digits', () => {
    expect(splitWords('hello world_foo-bar.baz')).toEqual(['hello', 'world', 'foo', 'bar', 'baz']);
    expect(splitWords('parseHTTPServer2Response')).toEqual(['parse', 'HTTP', 'Server', '2', 'Response']);
    expect(splitWords('  @user! ')).toEqual(['user']);
    expect(splitWords('你好 世界')).toEqual(['你好', '世界']);
  });
});

describe('parseString', () => {
  it.each([
    ['snake_case', 'Hello World-wide API', 'hello_world_wide_api'],
    ['snake_case', 'userIdValue', 'user_id_value'],
    ['camel_case', 'hello world_wide', 'helloWorldWide'],
    ['camel_case', 'XMLHttpRequest', 'xmlHttpRequest'],
    ['pascal_case', 'hello world-wide', 'HelloWorldWide'],
    ['kebab_case', 'Hello World_wide', 'hello-world-wide'],
    ['kebab_case', 'someValueHere', 'some-value-here'],
    ['lowercase', 'MiXeD Ünïcode', 'mixed ünïcode'],
    ['uppercase', 'MiXeD ünïcode', 'MIXED ÜNÏCODE'],
    ['no_blank', '  keep me  ', 'keep me'],
    ['valid_csv', ' a b,, c\nd ', 'a,b,c,d'],
    ['commands', 'help start, /stop a\\b', '/help, /start, /stop, /a, /b'],
    ['snake_case', '', ''],
  ] as const)('%s turns %j into %j', (parser, input, expected) => {
    expect(parseString(input, parser)).toBe(expected);
  });

  it('applies several parsers in order', () => {
    expect(parseString('  Hello World ', ['no_blank', 'uppercase'])).toBe('HELLO WORLD');
  });

  it('refuses a blank string for no_blank with the spec text', () => {
    const error = componentErrorOf(() => parseString(' \n\t ', 'no_blank'));
    expect(error.message).toBe('String is blank');
    expect(error.code).toBe('STRING_BLANK');
  });

  it('offers exactly the spec’s parsers', () => {
    expect(STRING_PARSERS).toEqual(['snake_case', 'camel_case', 'pascal_case', 'kebab_case', 'lowercase', 'uppercase', 'no_blank', 'valid_csv', 'commands']);
  });
});

describe('StringParser', () => {
  it('applies the chosen parser to its input', async () => {
    const run = await buildOne('StringParser-sssss', { input_value: 'Order Total Amount', parser: 'camel_case' });
    expect(textOf(run.output.parsed_text)).toBe('orderTotalAmount');
  });

  it('fails the build on a blank string', async () => {
    const run = await buildOne('StringParser-sssss', { input_value: '   ', parser: 'no_blank' });
    expect(run.error('StringParser-sssss')).toContain('String is blank');
  });

  it('fails on a parser the dropdown does not offer', async () => {
    const run = await buildOne('StringParser-sssss', { input_value: 'x', parser: 'title_case' });
    expect(run.error('StringParser-sssss')).toContain('Unknown string parser "".');
  });
});

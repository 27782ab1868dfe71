// A hand-written recursive-descent parser for the jq subset the JSON filter understands:
//   paths      .  .a  ."a b"  .a.b  .[0]  .[-1]  .["a"]  .[1:3]  .[]  .a[]?
//   pipes      .items[] | .name        several results   .a, .b
//   building   [ .items[].name ]   { name: .user.name, id }
//   logic      == != < <= > >=  and  or  //  literals (numbers, strings, true, false, null)
//   functions  select(f) map(f) has(k) length keys not type first last
import { FUNCTIONS, isFunctionName, type FunctionName } from './functions';
import { QuerySyntaxError, tokenize, type Token } from './lexer';

export type CompareOperator = '==' | '!=' | '<' | '<=' | '>' | '>=';

export type QueryNode =
  | { kind: 'identity' }
  | { kind: 'literal'; value: unknown }
  /** `loose`: a plain path's `a.0`, where a number names an array index or an object key. */
  | { kind: 'field'; target: QueryNode; name: string; loose?: boolean }
  | { kind: 'index'; target: QueryNode; index: QueryNode }
  | { kind: 'slice'; target: QueryNode; from?: QueryNode; to?: QueryNode }
  | { kind: 'iterate'; target: QueryNode }
  | { kind: 'optional'; target: QueryNode }
  | { kind: 'pipe' | 'comma' | 'alternative' | 'and' | 'or'; left: QueryNode; right: QueryNode }
  | { kind: 'compare'; operator: CompareOperator; left: QueryNode; right: QueryNode }
  | { kind: 'array'; body?: QueryNode }
  | { kind: 'object'; entries: Array<{ key: string; value: QueryNode }> }
  | { kind: 'call'; name: FunctionName; argument?: QueryNode };

const COMPARE_OPERATORS = new Set<string>(['==', '!=', '<', '<=', '>', '>=']);
const LITERALS: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ['true', true],
  ['false', false],
  ['null', null],
]);

export function parseQuery(query: string): QueryNode {
  const parser = new Parser(tokenize(query));
  const node = parser.pipe();
  parser.expectEnd();
  return node;
}

class Parser {
  private readonly tokens: readonly Token[];
  private position = 0;

  constructor(tokens: readonly Token[]) {
    this.tokens = tokens;
  }

  pipe(): QueryNode {
    let node = this.comma();
    while (this.acceptPunct('|')) node = { kind: 'pipe', left: node, right: this.comma() };
    return node;
  }

  expectEnd(): void {
    const token = this.peek();
    if (token.kind !== 'end') throw this.unexpected(token);
  }

  private comma(): QueryNode {
    let node = this.alternative();
    while (this.acceptPunct(',')) node = { kind: 'comma', left: node, right: this.alternative() };
    return node;
  }

  /** `a // b` and below: what an object value may hold without parentheses. */
  private alternative(): QueryNode {
    let node = this.or();
    while (this.acceptPunct('//')) node = { kind: 'alternative', left: node, right: this.or() };
    return node;
  }

  private or(): QueryNode {
    let node = this.and();
    while (this.acceptIdent('or')) node = { kind: 'or', left: node, right: this.and() };
    return node;
  }

  private and(): QueryNode {
    let node = this.comparison();
    while (this.acceptIdent('and')) node = { kind: 'and', left: node, right: this.comparison() };
    return node;
  }

  private comparison(): QueryNode {
    const left = this.postfix();
    const token = this.peek();
    if (token.kind === 'punct' && COMPARE_OPERATORS.has(token.value)) {
      this.position += 1;
      return { kind: 'compare', operator: token.value as CompareOperator, left, right: this.postfix() };
    }
    return left;
  }

  private postfix(): QueryNode {
    let node = this.primary();
    // A literal takes no path steps, so "0.name" is not a query and falls back to a plain path.
    if (node.kind === 'literal') return node;
    for (;;) {
      if (this.acceptPunct('?')) node = { kind: 'optional', target: node };
      else if (this.acceptPunct('[')) node = this.bracket(node);
      else if (this.peekPunct('.') && this.isFieldAfterDot()) node = this.dotSuffix(node);
      else return node;
    }
  }

  private primary(): QueryNode {
    if (this.peekPunct('.')) {
      if (this.isFieldAfterDot()) return this.dotSuffix({ kind: 'identity' });
      this.position += 1;
      return { kind: 'identity' };
    }
    const token = this.next();
    if (token.kind === 'number') return { kind: 'literal', value: token.value };
    if (token.kind === 'string') return { kind: 'literal', value: token.value };
    if (token.kind === 'punct') {
      switch (token.value) {
        case '-': {
          const number = this.next();
          if (number.kind !== 'number') throw this.unexpected(number);
          return { kind: 'literal', value: -number.value };
        }
        case '(': {
          const inner = this.pipe();
          this.expectPunct(')');
          return inner;
        }
        case '[':
          if (this.acceptPunct(']')) return { kind: 'array' };
          return this.closeArray(this.pipe());
        case '{':
          return this.object();
      }
    }
    if (token.kind === 'ident') {
      if (LITERALS.has(token.value)) return { kind: 'literal', value: LITERALS.get(token.value) };
      return this.call(token);
    }
    throw this.unexpected(token);
  }

  private closeArray(body: QueryNode): QueryNode {
    this.expectPunct(']');
    return { kind: 'array', body };
  }

  private call(token: Extract<Token, { kind: 'ident' }>): QueryNode {
    const name = token.value;
    if (!isFunctionName(name)) throw new QuerySyntaxError(`unknown function "${name}"`, token.at);
    if (!FUNCTIONS[name]) return { kind: 'call', name };
    this.expectPunct('(');
    const argument = this.pipe();
    this.expectPunct(')');
    return { kind: 'call', name, argument };
  }

  /** After a `.`: `.name`, `."name"` or `.[…]`; the dot is still the next token. */
  private isFieldAfterDot(): boolean {
    const after = this.tokens[this.position + 1];
    return after?.kind === 'ident' || after?.kind === 'string' || (after?.kind === 'punct' && after.value === '[');
  }

  private dotSuffix(target: QueryNode): QueryNode {
    this.position += 1;
    const token = this.next();
    if (token.kind === 'ident' || token.kind === 'string') return { kind: 'field', target, name: token.value };
    return this.bracket(target);
  }

  /** After a `[` that follows a term: `[]`, `[i]`, `["key"]` or a slice `[from:to]`. */
  private bracket(target: QueryNode): QueryNode {
    if (this.acceptPunct(']')) return { kind: 'iterate', target };
    const from = this.peekPunct(':') ? undefined : this.pipe();
    if (this.acceptPunct(':')) {
      const to = this.peekPunct(']') ? undefined : this.pipe();
      this.expectPunct(']');
      return { kind: 'slice', target, from, to };
    }
    this.expectPunct(']');
    return { kind: 'index', target, index: from as QueryNode };
  }

  private object(): QueryNode {
    const entries: Array<{ key: string; value: QueryNode }> = [];
    if (this.acceptPunct('}')) return { kind: 'object', entries };
    do {
      const token = this.next();
      if (token.kind !== 'ident' && token.kind !== 'string') throw this.unexpected(token);
      // `{name}` is short for `{name: .name}`.
      const value = this.acceptPunct(':')
        ? this.alternative()
        : ({ kind: 'field', target: { kind: 'identity' }, name: token.value } as const);
      entries.push({ key: token.value, value });
    } while (this.acceptPunct(','));
    this.expectPunct('}');
    return { kind: 'object', entries };
  }

  private peek(): Token {
    return this.tokens[this.position] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.position += 1;
    return token;
  }

  private peekPunct(value: string): boolean {
    const token = this.peek();
    return token.kind === 'punct' && token.value === value;
  }

  private acceptPunct(value: string): boolean {
    if (!this.peekPunct(value)) return false;
    this.position += 1;
    return true;
  }

  private acceptIdent(value: string): boolean {
    const token = this.peek();
    if (token.kind !== 'ident' || token.value !== value) return false;
    this.position += 1;
    return true;
  }

  private expectPunct(value: string): void {
    if (!this.acceptPunct(value)) throw this.unexpected(this.peek(), `"${value}"`);
  }

  private unexpected(token: Token, expected?: string): QuerySyntaxError {
    const found = token.kind === 'end' ? undefined : `"${String(token.value)}"`;
    if (expected === undefined) return new QuerySyntaxError(found ? `unexpected ${found}` : 'unexpected end of the query', token.at);
    return new QuerySyntaxError(found ? `expected ${expected} but found ${found}` : `expected ${expected} before the end of the query`, token.at);
  }
}

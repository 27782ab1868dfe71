// Arithmetic expressions, read by a small Pratt parser and evaluated as they are read: numbers
// (decimals, exponents), + - * / % ^ (also **), parentheses, unary signs, the functions of
// MATH_FUNCTIONS and the constants pi and e. No code is ever run: text that is not such an
// expression is an error saying where it went wrong. Chinese input habits are accepted: × ÷,
// full-width parentheses and commas, the minus sign −.
import { componentError } from '../messages';

type Token =
  | { kind: 'number'; value: number; text: string; position: number }
  | { kind: 'name'; text: string; position: number }
  | { kind: 'operator'; text: string; position: number }
  | { kind: 'end'; text: ''; position: number };

const SAME_AS: Readonly<Record<string, string>> = { '×': '*', '÷': '/', '（': '(', '）': ')', '，': ',', '−': '-', '　': ' ' };
const OPERATORS = new Set(['+', '-', '*', '/', '%', '^', '(', ')', ',']);
const NUMBER = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/;
const NAME = /^([A-Za-z_][A-Za-z0-9_]*|π)/;

/** Positions are 1-based, counted in the text as typed. */
function tokenize(expression: string): Token[] {
  const text = Array.from(expression, (char) => SAME_AS[char] ?? char).join('');
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const rest = text.slice(index);
    const position = index + 1;
    const blank = /^\s+/.exec(rest);
    const number = NUMBER.exec(rest);
    const name = NAME.exec(rest);
    if (blank) {
      index += blank[0].length;
    } else if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]), text: number[0], position });
      index += number[0].length;
    } else if (name) {
      tokens.push({ kind: 'name', text: name[0] === 'π' ? 'pi' : name[0].toLowerCase(), position });
      index += name[0].length;
    } else if (rest.startsWith('**')) {
      tokens.push({ kind: 'operator', text: '^', position });
      index += 2;
    } else if (OPERATORS.has(rest[0] ?? '')) {
      tokens.push({ kind: 'operator', text: rest[0] ?? '', position });
      index += 1;
    } else {
      throw componentError('CALC_UNEXPECTED', { found: `"${String.fromCodePoint(rest.codePointAt(0) ?? 0)}"`, position });
    }
  }
  tokens.push({ kind: 'end', text: '', position: text.length + 1 });
  return tokens;
}

const domain = (detail: string) => componentError('CALC_DOMAIN', { detail });

interface MathFunction {
  arity: [min: number, max: number];
  /** How the argument count reads in an error. */
  expects: string;
  apply: (args: number[]) => number;
}

const one = (apply: (x: number) => number): MathFunction => ({ arity: [1, 1], expects: 'one argument', apply: ([x = 0]) => apply(x) });

function logarithm(x: number, base: number): number {
  if (x <= 0) throw domain('the logarithm of a number that is not positive');
  if (base <= 0 || base === 1) throw domain('a logarithm base must be positive and not 1');
  return base === 10 ? Math.log10(x) : Math.log(x) / Math.log(base);
}

export const MATH_FUNCTIONS: Readonly<Record<string, MathFunction>> = {
  sqrt: one((x) => {
    if (x < 0) throw domain('the square root of a negative number');
    return Math.sqrt(x);
  }),
  abs: one(Math.abs),
  round: {
    arity: [1, 2],
    expects: 'one or two arguments',
    apply: ([x = 0, digits = 0]) => {
      if (!Number.isInteger(digits)) throw domain('round takes a whole number of digits');
      const factor = 10 ** digits;
      return Math.sign(x) * (Math.round(Math.abs(x) * factor) / factor);
    },
  },
  floor: one(Math.floor),
  ceil: one(Math.ceil),
  min: { arity: [1, Infinity], expects: 'at least one argument', apply: (args) => Math.min(...args) },
  max: { arity: [1, Infinity], expects: 'at least one argument', apply: (args) => Math.max(...args) },
  log: { arity: [1, 2], expects: 'one or two arguments', apply: ([x = 0, base = 10]) => logarithm(x, base) },
  ln: one((x) => logarithm(x, Math.E)),
  exp: one(Math.exp),
  sin: one(Math.sin),
  cos: one(Math.cos),
  tan: one(Math.tan),
};

export const MATH_CONSTANTS: Readonly<Record<string, number>> = { pi: Math.PI, e: Math.E };

const KNOWN_NAMES = [...Object.keys(MATH_FUNCTIONS), ...Object.keys(MATH_CONSTANTS)].join(', ');

/** How tightly an infix operator binds; ^ binds tighter than a sign, so -2^2 is -4. */
const INFIX_POWER: Readonly<Record<string, number>> = { '+': 10, '-': 10, '*': 20, '/': 20, '%': 20, '^': 30 };
const PREFIX_POWER = 25;

function applyInfix(operator: string, left: number, right: number): number {
  switch (operator) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
    case '%':
      if (right === 0) throw componentError('CALC_DIVISION_BY_ZERO');
      return operator === '/' ? left / right : left % right;
    default: {
      if (left === 0 && right < 0) throw componentError('CALC_DIVISION_BY_ZERO');
      const power = left ** right;
      if (Number.isNaN(power)) throw domain('a negative number to a fractional power');
      return power;
    }
  }
}

class ExpressionParser {
  private index = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  private peek(): Token {
    return this.tokens[this.index] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index += 1;
    return token;
  }

  unexpected(token: Token): Error {
    const found = token.kind === 'end' ? 'end of expression' : `"${token.text}"`;
    return componentError('CALC_UNEXPECTED', { found, position: token.position });
  }

  private expect(operator: string): void {
    const token = this.next();
    if (token.kind !== 'operator' || token.text !== operator) throw this.unexpected(token);
  }

  /** An expression whose operators bind tighter than `minPower`. */
  expression(minPower = 0): number {
    let left = this.prefix();
    for (;;) {
      const token = this.peek();
      const power = token.kind === 'operator' ? INFIX_POWER[token.text] : undefined;
      if (power === undefined || power <= minPower) return left;
      this.next();
      // ^ is right-associative: 2^3^2 is 2^9.
      left = applyInfix(token.text, left, this.expression(token.text === '^' ? power - 1 : power));
    }
  }

  private prefix(): number {
    const token = this.next();
    if (token.kind === 'number') return token.value;
    if (token.kind === 'name') return this.name(token);
    if (token.kind === 'operator' && (token.text === '-' || token.text === '+')) {
      const operand = this.expression(PREFIX_POWER);
      return token.text === '-' ? -operand : operand;
    }
    if (token.kind === 'operator' && token.text === '(') {
      const value = this.expression();
      this.expect(')');
      return value;
    }
    throw this.unexpected(token);
  }

  private name(token: Token): number {
    const calls = this.peek().kind === 'operator' && this.peek().text === '(';
    const constant = MATH_CONSTANTS[token.text];
    if (constant !== undefined) {
      if (calls) throw componentError('CALC_NOT_A_FUNCTION', { name: token.text });
      return constant;
    }
    const fn = MATH_FUNCTIONS[token.text];
    if (!fn) throw componentError('CALC_UNKNOWN_NAME', { name: token.text, known: KNOWN_NAMES });
    if (!calls) throw componentError('CALC_MISSING_PARENTHESIS', { name: token.text });
    this.next();
    const args: number[] = [];
    if (!(this.peek().kind === 'operator' && this.peek().text === ')')) {
      args.push(this.expression());
      while (this.peek().kind === 'operator' && this.peek().text === ',') {
        this.next();
        args.push(this.expression());
      }
    }
    this.expect(')');
    if (args.length < fn.arity[0] || args.length > fn.arity[1]) {
      throw componentError('CALC_ARGUMENT_COUNT', { name: token.text, expected: fn.expects, count: args.length });
    }
    return fn.apply(args);
  }

  atEnd(): boolean {
    return this.peek().kind === 'end';
  }

  current(): Token {
    return this.peek();
  }
}

/** The value of an arithmetic expression; any mistake is a ComponentError saying what and where. */
export function evaluateExpression(expression: string): number {
  if (expression.trim() === '') throw componentError('CALC_EMPTY');
  const parser = new ExpressionParser(tokenize(expression));
  const value = parser.expression();
  if (!parser.atEnd()) throw parser.unexpected(parser.current());
  if (!Number.isFinite(value)) throw componentError('CALC_OVERFLOW');
  return value;
}

/** A result as people write it: 12 significant digits at most, so 0.1 + 0.2 reads 0.3. */
export function formatNumber(value: number): string {
  const rounded = Number(value.toPrecision(12));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

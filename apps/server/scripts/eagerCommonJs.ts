// esbuild wraps each bundled CommonJS module in a method, `__commonJS({ "path"(exports, module) {...} })`,
// which V8 compiles lazily, on the module's first require(). Node's compile cache keeps only the
// code compiled while a file loads, so every start compiled the bodies of the ~250 modules it
// requires again. A parenthesized function expression is compiled with the file (V8's hint for a
// function called at once), and so comes from the cache: about 3% fewer instructions to a healthy
// /health (issue 19). The functions inside a module body stay lazy.
import { type CallExpression, type FunctionExpression, type Node, parse } from 'acorn';
import MagicString from 'magic-string';
import type { Options } from 'tsup';
import { editedChunk } from './editedChunk';

type Plugin = NonNullable<Options['plugins']>[number];

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** The nodes of `root`'s tree outside the functions in it: the code that runs when `root` does. */
function* runsWith(root: Node): Generator<Node> {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (value && typeof value === 'object' && typeof (value as Node).type === 'string') {
      yield value as Node;
      if (value !== root && FUNCTION_TYPES.has((value as Node).type)) continue;
      for (const child of Object.values(value)) if (child && typeof child === 'object') stack.push(child);
    }
  }
}

/** The `require_x` wrappers that `root` calls outside its functions. */
function requiredBy(root: Node): string[] {
  const names: string[] = [];
  for (const node of runsWith(root)) {
    const call = node as CallExpression;
    if (node.type === 'CallExpression' && call.callee.type === 'Identifier' && call.callee.name.startsWith('require_')) names.push(call.callee.name);
  }
  return names;
}

/**
 * `code` with the module bodies of its `__commonJS` wrappers that a load of `code` runs (required
 * by its top level, exported to another chunk, or required by the top level of such a module) as
 * parenthesized function expressions.
 * The others stay lazy: compiled with the file, they would hold their bytecode unused.
 */
export function eagerCommonJsBodies(code: string): MagicString {
  const out = new MagicString(code);
  if (!code.includes('__commonJS(')) return out;
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const bodies = new Map<string, FunctionExpression>();
  for (const statement of program.body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const { id, init } of statement.declarations) {
      if (id.type !== 'Identifier' || init?.type !== 'CallExpression' || init.callee.type !== 'Identifier' || init.callee.name !== '__commonJS') continue;
      const [wrapped] = init.arguments;
      const property = wrapped?.type === 'ObjectExpression' && wrapped.properties.length === 1 ? wrapped.properties[0] : undefined;
      // A method's function starts at its parameters: `"path"(exports, module) {...}`.
      if (property?.type !== 'Property' || !property.method || property.value.type !== 'FunctionExpression') continue;
      if (!property.value.async && !property.value.generator) bodies.set(id.name, property.value);
    }
  }
  const eager = new Set<string>();
  // A wrapper the chunk exports is required by another chunk, at its top level as a rule.
  const exported = program.body.flatMap((statement) => (statement.type === 'ExportNamedDeclaration' && !statement.source ? statement.specifiers : []));
  const pending = [...requiredBy(program), ...exported.flatMap(({ local }) => (local.type === 'Identifier' ? [local.name] : []))];
  while (pending.length > 0) {
    const name = pending.pop()!;
    const body = bodies.get(name);
    if (!body || eager.has(name)) continue;
    eager.add(name);
    pending.push(...requiredBy(body));
  }
  for (const name of eager) {
    out.appendLeft(bodies.get(name)!.start, ': (function');
    out.appendLeft(bodies.get(name)!.end, ')');
  }
  return out;
}

/** Rewrites the `__commonJS` wrappers of each JavaScript chunk, and moves the map's columns after each insertion with it. */
export const eagerCommonJs: Plugin = {
  name: 'eager-commonjs',
  renderChunk(code, chunk) {
    return chunk.path.endsWith('.js') ? editedChunk(eagerCommonJsBodies(code), chunk) : undefined;
  },
};

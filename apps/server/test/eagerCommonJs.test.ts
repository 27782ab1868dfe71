// The build writes the bodies of the bundled CommonJS modules that a chunk's load requires as
// parenthesized function expressions, which V8 compiles with the file, so that Node's compile cache keeps them (issue 19);
// the wrapped modules load as before.
import { describe, expect, it } from 'vitest';
import { eagerCommonJsBodies } from '../scripts/eagerCommonJs';

// esbuild's helper, as it emits it.
const helper = `var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function __require2() {
  return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
};`;

const chunk = `${helper}
var require_a = __commonJS({
  "node_modules/a/index.js"(exports, module) {
    "use strict";
    module.exports = { nested() { return "a"; } };
  }
});
var require_b = __commonJS({
  "node_modules/b/index.js"(exports) {
    exports.b = require_a().nested() + "b";
    exports.later = () => require_c().c;
  }
});
var require_c = __commonJS({
  "node_modules/c/index.js"(exports) {
    exports.c = "c";
  }
});
var require_d = __commonJS({
  "node_modules/d/index.js"(exports) {
    exports.d = "d";
  }
});
var other = { "node_modules/c.js"(exports) {} };
export const b = require_b().b;
export const later = require_b().later;
export { require_d };`;

describe('eagerCommonJsBodies', () => {
  it('writes the bodies of the modules that a load requires as parenthesized function expressions, and only those', () => {
    const out = eagerCommonJsBodies(chunk).toString();
    expect(out).toContain('"node_modules/a/index.js": (function(exports, module) {');
    expect(out).toContain('"node_modules/b/index.js": (function(exports) {');
    // Required only when a function of b's is called.
    expect(out).toContain('"node_modules/c/index.js"(exports) {');
    // Required by the chunk that imports it.
    expect(out).toContain('"node_modules/d/index.js": (function(exports) {');
    expect(out.match(/\n {2}\}\)\n\}\);/g)).toHaveLength(3);
    expect(out).toContain('nested() { return "a"; }');
    expect(out).toContain('var other = { "node_modules/c.js"(exports) {} };');
  });

  it('keeps what the modules export', async () => {
    const url = (code: string) => `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    const rewritten = (await import(/* @vite-ignore */ url(eagerCommonJsBodies(chunk).toString()))) as { b: string; later: () => string; require_d: () => { d: string } };
    expect(rewritten.b).toBe('ab');
    expect(rewritten.later()).toBe('c');
    expect(rewritten.require_d().d).toBe('d');
  });

  it('leaves code without wrappers as it is', () => {
    const code = 'export const x = { "k"(a) { return a; } };\n';
    expect(eagerCommonJsBodies(code).toString()).toBe(code);
    expect(eagerCommonJsBodies(code).hasChanged()).toBe(false);
  });
});

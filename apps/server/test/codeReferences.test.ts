// Code references in stored flow data: each node's code (inside groups too) out and back, the
// restored data serialising exactly as the saved data, everything else left as it was.
import { describe, expect, it } from 'vitest';
import { CODE_REFERENCE_KEY, codeHash, referencedHashes, storedJsonText, withCodeTexts } from '../src/flows/codeReferences';

const LONG_CODE = `defineComponent({ type: 'Echo', run: () => "${'1 + '.repeat(40)}1" })`;
const OTHER_CODE = `defineComponent({ type: 'Other', run: () => '${'2 * '.repeat(40)}2 — 二' })`;

function node(id: string, code: unknown, extra: Record<string, unknown> = {}) {
  // Keys around `code` and `value` on purpose: their order must survive.
  return { id, type: 'genericNode', data: { id, type: 'Echo', node: { display_name: id, template: { a: { value: 1 }, code: { type: 'code', value: code, z: true }, b: {} }, ...extra } }, position: { x: 0, y: 0 } };
}

function graph() {
  const inner = { nodes: [node('inner-1', OTHER_CODE)], edges: [] };
  return {
    nodes: [node('n-1', LONG_CODE), node('n-2', LONG_CODE), node('short', 'x'), { id: 'note', type: 'noteNode', data: { text: LONG_CODE } }, node('group', '', { flow: { data: inner } })],
    edges: [{ source: 'n-1', target: 'n-2' }],
    viewport: { x: 1, y: 2, zoom: 1 },
  };
}

describe('code references', () => {
  it('replace each code text by its hash, once per distinct text, and restore the same JSON text', () => {
    const data = graph();
    const saved = JSON.stringify(data);
    const codes = new Map<string, string>();
    const stored = storedJsonText(data, codes)!;
    expect(codes).toEqual(
      new Map([
        [codeHash(LONG_CODE), LONG_CODE],
        [codeHash(OTHER_CODE), OTHER_CODE],
      ]),
    );
    // Only node code fields change: the note's text stays, and so does short code.
    expect(stored.split(JSON.stringify(LONG_CODE))).toHaveLength(2);
    expect(stored).not.toContain(JSON.stringify(OTHER_CODE));
    expect(stored).toContain('"value":"x"');
    expect([...referencedHashes(JSON.parse(stored))].sort()).toEqual([codeHash(LONG_CODE), codeHash(OTHER_CODE)].sort());
    expect(JSON.stringify(withCodeTexts(JSON.parse(stored), codes))).toBe(saved);
    // The caller's data is not changed.
    expect(JSON.stringify(data)).toBe(saved);
  });

  it('leave data without references (stored before them) and graphs without nodes as they are', () => {
    const data = graph();
    expect(referencedHashes(data).size).toBe(0);
    expect(withCodeTexts(data, new Map())).toBe(data);
    expect(storedJsonText(null, new Map())).toBe('null');
    expect(storedJsonText({ nodes: 'not a list' }, new Map())).toBe('{"nodes":"not a list"}');
  });

  it('keep a reference whose text is unknown', () => {
    const stored = JSON.parse(storedJsonText(graph(), new Map())!) as unknown;
    expect(withCodeTexts(stored, new Map())).toEqual(stored);
  });

  it('refuse data that holds the reference key itself, which would read back as a code text', () => {
    const reference = { [CODE_REFERENCE_KEY]: codeHash(LONG_CODE) };
    expect(storedJsonText({ nodes: [node('n', reference)] }, new Map())).toBeUndefined();
    expect(storedJsonText({ nodes: [node('n', LONG_CODE, { note: reference })] }, new Map())).toBeUndefined();
    // The key's name as a string value is not the key.
    expect(storedJsonText({ nodes: [node('n', LONG_CODE, { note: CODE_REFERENCE_KEY })] }, new Map())).toBeDefined();
  });
});

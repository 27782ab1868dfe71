// Code references in stored flow data: each node's code (inside groups too) out and back, the
// restored data serialising exactly as the saved data, everything else left as it was.
import { describe, expect, it } from 'vitest';
import { CODE_REFERENCE_KEY, codeHash, referencedHashes, referencingCode, ReservedCodeValueError, withCodeTexts } from '../src/flows/codeReferences';

const LONG_CODE = `defineComponent({ type: 'Echo', run: () => ${'1 + '.repeat(40)}1 })`;
const OTHER_CODE = `defineComponent({ type: 'Other', run: () => ${'2 * '.repeat(40)}2 })`;

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
    const stored = referencingCode(data, codes);
    expect(codes).toEqual(
      new Map([
        [codeHash(LONG_CODE), LONG_CODE],
        [codeHash(OTHER_CODE), OTHER_CODE],
      ]),
    );
    const storedText = JSON.stringify(stored);
    // Only node code fields change: the note's text stays, and so does short code.
    expect(storedText.split(LONG_CODE)).toHaveLength(2);
    expect(storedText).not.toContain(OTHER_CODE);
    expect(storedText).toContain('"value":"x"');
    expect([...referencedHashes(JSON.parse(storedText))].sort()).toEqual([codeHash(LONG_CODE), codeHash(OTHER_CODE)].sort());
    expect(JSON.stringify(withCodeTexts(JSON.parse(storedText), codes))).toBe(saved);
    // The caller's data is not changed.
    expect(JSON.stringify(data)).toBe(saved);
  });

  it('leave data without references (stored before them) and graphs without nodes as they are', () => {
    const data = graph();
    expect(referencedHashes(data).size).toBe(0);
    expect(withCodeTexts(data, new Map())).toBe(data);
    expect(referencingCode(null, new Map())).toBeNull();
    expect(referencingCode({ nodes: 'not a list' }, new Map())).toEqual({ nodes: 'not a list' });
  });

  it('keep a reference whose text is unknown', () => {
    const stored = referencingCode(graph(), new Map());
    expect(withCodeTexts(stored, new Map())).toEqual(stored);
  });

  it('refuse a reference-shaped code value, which would read back as another text', () => {
    expect(() => referencingCode({ nodes: [node('n', { [CODE_REFERENCE_KEY]: codeHash(LONG_CODE) })] }, new Map())).toThrow(ReservedCodeValueError);
  });
});

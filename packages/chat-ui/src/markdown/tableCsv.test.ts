import { describe, expect, it } from 'vitest';
import { toCsv } from './tableCsv';

describe('toCsv', () => {
  it.each<[string, string[][], string]>([
    ['plain cells', [['a', 'b'], ['1', '2']], 'a,b\r\n1,2'],
    ['comma quoted', [['a,b']], '"a,b"'],
    ['quote doubled', [['say "hi"']], '"say ""hi"""'],
    ['newline quoted', [['x\ny']], '"x\ny"'],
    ['Chinese as is', [['名称', '值']], '名称,值'],
    ['no rows', [], ''],
  ])('%s', (_name, rows, expected) => {
    expect(toCsv(rows)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { turnsPerKey } from '../src/auth/turnsPerKey';

function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('turnsPerKey', () => {
  it('runs one key’s work in order, other keys beside it, and refuses past the line', async () => {
    const turns = turnsPerKey(2, () => new Error('line full'));
    const log: string[] = [];
    const first = gate();
    const a1 = turns.run('a', async () => {
      log.push('a1 start');
      await first.opened;
      log.push('a1 end');
      return 1;
    });
    const a2 = turns.run('a', async () => void log.push('a2'));
    const a3 = turns.run('a', async () => {
      throw new Error('a3 failed');
    });
    await expect(turns.run('a', async () => 'a4')).rejects.toThrow('line full');
    expect(await turns.run('b', async () => 'b1')).toBe('b1');
    expect(log).toEqual(['a1 start']);
    first.open();
    expect(await a1).toBe(1);
    await a2;
    await expect(a3).rejects.toThrow('a3 failed');
    expect(log).toEqual(['a1 start', 'a1 end', 'a2']);
    // A failure does not block the line, and the emptied line takes new work.
    expect(await turns.run('a', async () => 'a5')).toBe('a5');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createNodeId } from '../src/naming/ids';
import { randomFlowName } from '../src/naming/randomName';
import { fittedName, uniqueName } from '../src/naming/uniqueName';
import { NAME_ADJECTIVES, NAME_SCIENTISTS } from '../src/naming/words';

/** Returns the given numbers in turn, as a RandomSource. */
function sequence(...values: number[]) {
  let index = 0;
  return () => values[index++ % values.length] as number;
}

describe('uniqueName', () => {
  it.each<[string, string[], string]>([
    ['Flow', [], 'Flow'],
    ['Flow', ['Flow'], 'Flow (1)'],
    ['Flow', ['Flow', 'Flow (1)'], 'Flow (2)'],
    ['Flow', ['Flow', 'Flow (2)'], 'Flow (1)'],
    ['Flow (1)', ['Flow', 'Flow (1)'], 'Flow (2)'],
    ['Flow (1)', ['Flow (1)'], 'Flow (2)'],
    ['Flow(1)', ['Flow(1)'], 'Flow(1) (1)'],
  ])('%s among %j is %s', (name, existing, expected) => {
    expect(uniqueName(name, existing)).toBe(expected);
  });

  it('never returns a taken name', () => {
    fc.assert(fc.property(fc.string(), fc.array(fc.string()), (name, taken) => !taken.includes(uniqueName(name, taken))));
  });

  it('cuts a name to leave room for its number within a limit', () => {
    const long = '名'.repeat(50);
    expect(uniqueName(long, [], 50)).toBe(long);
    expect(uniqueName(long, [long], 50)).toBe(`${'名'.repeat(45)}… (1)`);
    expect(uniqueName(long, [long, `${'名'.repeat(45)}… (1)`], 50)).toBe(`${'名'.repeat(45)}… (2)`);
    expect(uniqueName('a'.repeat(60), [], 50)).toBe(`${'a'.repeat(49)}…`);
  });

  it('never returns a taken name or one past the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.array(fc.string({ maxLength: 60 })), (name, taken) => {
        const unique = uniqueName(name, taken, 50);
        return !taken.includes(unique) && [...unique].length <= 50;
      }),
    );
  });
});

describe('fittedName', () => {
  it('keeps a name that fits and cuts one that does not, its suffix included', () => {
    expect(fittedName('Flow', 50)).toBe('Flow');
    expect(fittedName('abcdef', 5)).toBe('abcd…');
    expect(fittedName('abcdef', 7, ' (1)')).toBe('ab… (1)');
    expect(fittedName('ab   cdef', 4)).toBe('ab…');
  });
});

describe('createNodeId', () => {
  it('is the component type and five random characters', () => {
    expect(createNodeId('ChatInput')).toMatch(/^ChatInput-[0-9a-zA-Z]{5}$/);
    expect(createNodeId('ChatInput', sequence(0))).toBe('ChatInput-00000');
    expect(createNodeId('Prompt', sequence(0.9999))).toBe('Prompt-ZZZZZ');
  });
});

describe('randomFlowName', () => {
  it('combines an adjective and a scientist', () => {
    expect(randomFlowName([], sequence(0, 0))).toBe(`${NAME_ADJECTIVES[0]} ${NAME_SCIENTISTS[0]}`);
  });

  it('draws again while the name is taken', () => {
    const taken = `${NAME_ADJECTIVES[0]} ${NAME_SCIENTISTS[0]}`;
    expect(randomFlowName([taken], sequence(0, 0, 0.5, 0.5))).toBe(
      `${NAME_ADJECTIVES[Math.floor(0.5 * NAME_ADJECTIVES.length)]} ${NAME_SCIENTISTS[Math.floor(0.5 * NAME_SCIENTISTS.length)]}`,
    );
  });

  it('numbers the name after three retries', () => {
    const taken = `${NAME_ADJECTIVES[0]} ${NAME_SCIENTISTS[0]}`;
    let draws = 0;
    const random = () => {
      draws += 1;
      return 0;
    };
    expect(randomFlowName([taken], random)).toBe(`${taken} (1)`);
    // The first draw and three retries, two words each.
    expect(draws).toBe(8);
  });
});

import { describe, expect, it } from 'vitest';
import { fenceDisplayMath } from './displayMath';

describe('fenceDisplayMath', () => {
  it.each<[string, string, string]>([
    ['block on its own lines', 'Area:\n$$\n\\pi r^2\n$$\nDone', 'Area:\n```math\n\\pi r^2\n```\nDone'],
    ['block on one line', '$$ e^{i\\pi} + 1 = 0 $$', '```math\ne^{i\\pi} + 1 = 0\n```'],
    ['inline dollars left alone', 'costs $5 and $6', 'costs $5 and $6'],
    ['no maths', 'plain', 'plain'],
  ])('%s', (_name, input, expected) => {
    expect(fenceDisplayMath(input)).toBe(expected);
  });
});

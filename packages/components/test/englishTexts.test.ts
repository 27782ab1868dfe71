import { missingEnglishTexts } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { builtinComponents } from '../src';

describe('English texts of the built-in components', () => {
  it('gives every built-in component an English name, description, documentation and field and output labels', () => {
    expect(builtinComponents.flatMap(missingEnglishTexts)).toEqual([]);
  });
});

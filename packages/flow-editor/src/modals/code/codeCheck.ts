import type { CodeValidation } from '@app/api-client';

/** The code is valid only when both lists of the validate/code answer are empty (spec/3 section 5). */
export function isValidCode(result: CodeValidation): boolean {
  return result.imports.errors.length === 0 && result.function.errors.length === 0;
}

// The catalogue file's text, shared by the generator and the test that keeps the file current.
import { createBuiltinRegistry } from '@app/components';

export function renderCatalogue(): string {
  return `${JSON.stringify(createBuiltinRegistry().catalogue(), null, 2)}\n`;
}

// Code for components written in the tests: a module exporting one component whose run body is
// given, with one text input and one Message output.

export function componentCode(runBody: string, options: { type?: string; prelude?: string; async?: boolean } = {}): string {
  const type = options.type ?? 'Probe';
  return `
import { defineComponent } from '@app/engine';
${options.prelude ?? ''}
export const ${type} = defineComponent({
  type: '${type}',
  display_name: '${type}',
  description: 'A component written in a test.',
  category: 'custom',
  inputs: [{ type: 'str', name: 'input_value', input_types: ['Message'], value: '' }],
  outputs: [{ name: 'text', display_name: 'Text', types: ['Message'] }],
  ${options.async === false ? '' : 'async '}run(context) {
    ${runBody}
  },
});
`;
}

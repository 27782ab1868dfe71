// Components the tests feed built-in components with: any JSON value, and a token stream.
import { defineComponent, type AnyComponent } from '@app/engine';

/** Emits its `json` field parsed, so a test can send any value over a connection. */
export const Emit = defineComponent({
  type: 'Emit',
  display_name: 'Emit',
  description: 'Sends a JSON value.',
  category: 'helpers',
  inputs: [{ type: 'code', name: 'json', value: 'null' }],
  outputs: [{ name: 'value', display_name: 'Value', types: ['Data', 'Message', 'DataFrame'] }],
  run: ({ inputs }) => ({ value: JSON.parse(inputs.json) as unknown }),
});

/** Streams its text word by word, like a model with streaming on. */
export const Tokens = defineComponent({
  type: 'Tokens',
  display_name: 'Tokens',
  description: 'Streams words.',
  category: 'helpers',
  inputs: [{ type: 'str', name: 'text', value: '' }],
  outputs: [{ name: 'stream', display_name: 'Stream', types: ['Message'] }],
  run: ({ inputs }) => {
    async function* words() {
      for (const word of inputs.text.split(' ')) yield `${word} `;
    }
    return { stream: words() };
  },
});

export const TEST_COMPONENTS: AnyComponent[] = [Emit, Tokens];
export const TEST_SOURCES = { Emit: '// Emit', Tokens: '// Tokens' };

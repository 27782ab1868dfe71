// Components only the tests register (through createTestServer's `components`), never shipped.
import { setTimeout as sleep } from 'node:timers/promises';
import { defineComponent } from '@app/engine';

/** Passes its text on after `ms`, unless the build is cancelled first; reports both to `probe`. */
export function createSlow(probe: { started: number; aborted: number } = { started: 0, aborted: 0 }) {
  const Slow = defineComponent({
    type: 'Slow',
    display_name: 'Slow',
    description: 'Takes its time.',
    category: 'processing',
    inputs: [
      { type: 'str', name: 'text', input_types: ['Message'], value: '' },
      { type: 'int', name: 'ms', value: 5000 },
    ],
    outputs: [{ name: 'text', display_name: 'Text', types: ['Message'] }],
    run: async ({ inputs, signal }) => {
      probe.started += 1;
      try {
        await sleep(inputs.ms, undefined, { signal });
      } catch (error) {
        probe.aborted += 1;
        throw error;
      }
      return { text: inputs.text };
    },
  });
  return { Slow, probe };
}

export const Boom = defineComponent({
  type: 'Boom',
  display_name: 'Boom',
  description: 'Always fails.',
  category: 'processing',
  inputs: [{ type: 'str', name: 'text', input_types: ['Message'], value: '' }],
  outputs: [{ name: 'text', display_name: 'Text', types: ['Message'] }],
  run: () => {
    throw new Error('the component broke');
  },
});

/** Source text for the test components' nodes: their run functions. */
export function sourcesOf(components: ReadonlyArray<{ type: string; run: (...args: never[]) => unknown }>): Record<string, string> {
  return Object.fromEntries(components.map((component) => [component.type, component.run.toString()]));
}

/** Never settles and never looks at its signal: only a deadline ends a build that waits on it. */
export const Stuck = defineComponent({
  type: 'Stuck',
  display_name: 'Stuck',
  description: 'Waits forever.',
  category: 'processing',
  inputs: [{ type: 'str', name: 'text', input_types: ['Message'], value: '' }],
  outputs: [{ name: 'text', display_name: 'Text', types: ['Message'] }],
  run: () => new Promise<never>(() => undefined),
});

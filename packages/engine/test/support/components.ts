// Small components the tests build flows from.
import { setTimeout as sleep } from 'node:timers/promises';
import { defineComponent, type AnyComponent } from '../../src';

export const TextIn = defineComponent({
  type: 'TextIn',
  display_name: 'Text In',
  description: 'The flow input.',
  category: 'inputs',
  icon: 'MessagesSquare',
  io: { role: 'input', channel: 'chat' },
  inputs: [
    { type: 'str', name: 'input_value', display_name: 'Text', value: '', input_types: [] },
    { type: 'file', name: 'files', list: true },
  ],
  outputs: [{ name: 'message', display_name: 'Message', types: ['Message'] }],
  run: ({ inputs, events }) => {
    const message = events.addMessage({ text: inputs.input_value, sender: 'User', sender_name: 'User', files: inputs.files ?? [] });
    return { message };
  },
});

export const TextOut = defineComponent({
  type: 'TextOut',
  display_name: 'Text Out',
  description: 'The flow output.',
  category: 'outputs',
  io: { role: 'output', channel: 'chat' },
  inputs: [{ type: 'str', name: 'input_value', input_types: ['Message'], required: true }],
  outputs: [{ name: 'message', display_name: 'Message', types: ['Message'] }],
  run: ({ inputs, events }) => ({ message: events.addMessage({ text: inputs.input_value }) }),
});

export const PlainOut = defineComponent({
  type: 'PlainOut',
  display_name: 'Plain Out',
  description: 'A text output.',
  category: 'outputs',
  io: { role: 'output', channel: 'text' },
  inputs: [{ type: 'str', name: 'input_value', input_types: ['Message'] }],
  outputs: [{ name: 'text', display_name: 'Text', types: ['Text'] }],
  run: ({ inputs }) => ({ text: inputs.input_value ?? '' }),
});

export const Echo = defineComponent({
  type: 'Echo',
  display_name: 'Echo',
  description: 'Returns its text.',
  category: 'processing',
  inputs: [{ type: 'str', name: 'text', input_types: ['Message', 'Text'], value: '' }],
  outputs: [{ name: 'text', display_name: 'Text', types: ['Text'] }],
  run: ({ inputs, logger }) => {
    logger.log(`echo ${inputs.text}`, { name: 'echo' });
    return { text: inputs.text };
  },
});

export const Upper = defineComponent({
  type: 'Upper',
  display_name: 'Upper',
  description: 'Upper-cases its text.',
  category: 'processing',
  inputs: [{ type: 'str', name: 'text', input_types: ['Text', 'Message'], required: true }],
  outputs: [{ name: 'text', display_name: 'Text', types: ['Text'] }],
  run: ({ inputs }) => ({ text: inputs.text.toUpperCase() }),
});

/** Joins every connected value of a list field. */
export const Join = defineComponent({
  type: 'Join',
  display_name: 'Join',
  description: 'Joins its parts.',
  category: 'processing',
  inputs: [
    { type: 'str', name: 'parts', list: true, input_types: ['Text', 'Message'] },
    { type: 'str', name: 'separator', value: '+' },
  ],
  outputs: [{ name: 'text', display_name: 'Text', types: ['Text'] }],
  run: ({ inputs }) => ({ text: (inputs.parts ?? []).join(inputs.separator) }),
});

/** Waits `ms` unless the build is cancelled; tells the test when it starts and how it ended. */
export function createSlow(probe: { started: string[]; aborted: string[] } = { started: [], aborted: [] }) {
  return defineComponent({
    type: 'Slow',
    display_name: 'Slow',
    description: 'Takes its time.',
    category: 'processing',
    inputs: [
      { type: 'str', name: 'text', input_types: ['Text', 'Message'], value: '' },
      { type: 'int', name: 'ms', value: 50 },
    ],
    outputs: [{ name: 'text', display_name: 'Text', types: ['Text'] }],
    run: async ({ inputs, signal, vertexId }) => {
      probe.started.push(vertexId);
      try {
        await sleep(inputs.ms, undefined, { signal });
      } catch (error) {
        probe.aborted.push(vertexId);
        throw error;
      }
      return { text: `${inputs.text}~` };
    },
  });
}

export const Fail = defineComponent({
  type: 'Fail',
  display_name: 'Fail',
  description: 'Always fails.',
  category: 'processing',
  inputs: [{ type: 'str', name: 'text', input_types: ['Text', 'Message'], value: '' }],
  outputs: [
    { name: 'text', display_name: 'Text', types: ['Text'] },
    { name: 'other', display_name: 'Other', types: ['Text'] },
  ],
  run: () => {
    throw new Error('boom');
  },
});

/** If-Else: the side that does not match is excluded (or stopped, with `mode: "stop"`). */
export const Branch = defineComponent({
  type: 'Branch',
  display_name: 'If-Else',
  description: 'Routes by a match.',
  category: 'logic',
  inputs: [
    { type: 'str', name: 'text', input_types: ['Text', 'Message'], required: true },
    { type: 'str', name: 'match', value: 'yes' },
    { type: 'tab', name: 'mode', options: ['exclude', 'stop'], value: 'exclude' },
  ],
  outputs: [
    { name: 'true_result', display_name: 'True', types: ['Text'], group_outputs: true },
    { name: 'false_result', display_name: 'False', types: ['Text'], group_outputs: true },
  ],
  run: ({ inputs, stop, excludeBranch }) => {
    const matched = inputs.text.includes(inputs.match);
    const losing = matched ? 'false_result' : 'true_result';
    if (inputs.mode === 'stop') stop(losing);
    else excludeBranch(losing);
    return matched ? { true_result: inputs.text } : { false_result: inputs.text };
  },
});

/** Splits text into items for a loop. */
export const Split = defineComponent({
  type: 'Split',
  display_name: 'Split',
  description: 'Splits on a separator.',
  category: 'processing',
  inputs: [
    { type: 'str', name: 'text', input_types: ['Text', 'Message'], value: '' },
    { type: 'str', name: 'separator', value: ',' },
  ],
  outputs: [{ name: 'items', display_name: 'Items', types: ['Data'] }],
  run: ({ inputs }) => ({ items: inputs.text.split(inputs.separator).filter((item) => item !== '') }),
});

export const Loop = defineComponent({
  type: 'Loop',
  display_name: 'Loop',
  description: 'Runs its body once per item.',
  category: 'logic',
  icon: 'infinity',
  inputs: [{ type: 'other', name: 'data', input_types: ['Data'], list: true }],
  outputs: [
    { name: 'item', display_name: 'Item', types: ['Data'], allows_loop: true, group_outputs: true },
    { name: 'done', display_name: 'Done', types: ['Data'], group_outputs: true },
  ],
  run: async ({ inputs, iterate, logger }) => {
    const items = inputs.data ?? [];
    const done = await iterate('item', items);
    logger.log(`Completed ${done.length} iteration(s)`, { name: 'Complete', output: 'done' });
    return { item: { count: items.length }, done };
  },
});

/** Counts its runs, so frozen reuse shows. */
export function createCounter() {
  const counter = { runs: 0 };
  const component = defineComponent({
    type: 'Counter',
    display_name: 'Counter',
    description: 'Counts its runs.',
    category: 'processing',
    inputs: [{ type: 'str', name: 'text', input_types: ['Text', 'Message'], value: '' }],
    outputs: [{ name: 'text', display_name: 'Text', types: ['Text'] }],
    run: ({ inputs }) => {
      counter.runs += 1;
      return { text: `${inputs.text}#${counter.runs}` };
    },
  });
  return { counter, component };
}

/** Streams its text word by word into one message. */
export const Streamer = defineComponent({
  type: 'Streamer',
  display_name: 'Streamer',
  description: 'Streams tokens.',
  category: 'outputs',
  inputs: [{ type: 'str', name: 'text', input_types: ['Text', 'Message'], value: '' }],
  outputs: [{ name: 'message', display_name: 'Message', types: ['Message'] }],
  run: async ({ inputs, events }) => {
    async function* words() {
      for (const word of inputs.text.split(' ')) yield `${word} `;
    }
    const message = await events.streamMessage({ sender_name: 'Bot' }, words());
    const scratch = events.addMessage({ text: 'thinking…' });
    events.removeMessage(scratch.id);
    return { message };
  },
});

export const ALL_COMPONENTS: AnyComponent[] = [TextIn, TextOut, PlainOut, Echo, Upper, Join, Fail, Branch, Split, Loop, Streamer];

// Guest side: what `import … from '@app/engine'` gives code in the sandbox. It mirrors the values
// the engine's SDK exports (packages/engine/src/sdk); its types come from the engine itself, and a
// test holds the two message builders to the same output.
import type { AnyComponent, ComponentDefinition, InputDefinition, MessageDefaults, MessageInit, OutputDefinition } from '@app/engine';
import type { ChatMessage } from '@app/flow-graph';
import { randomUUID } from './bridge';
import { definitions } from './definitions';

export function defineComponent<const I extends readonly InputDefinition[], const O extends readonly OutputDefinition[]>(
  definition: ComponentDefinition<I, O>,
): ComponentDefinition<I, O> {
  if (typeof definition === 'object' && definition !== null) definitions.add(definition);
  return definition;
}

export function isLoopComponent(component: AnyComponent): boolean {
  return component.outputs.some((output) => output.allows_loop === true);
}

export function formatMessageTimestamp(date: Date = new Date()): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

export function createChatMessage(init: MessageInit, defaults: MessageDefaults): ChatMessage {
  const { properties, ...rest } = init;
  return {
    id: randomUUID(),
    flow_id: defaults.flowId,
    timestamp: formatMessageTimestamp(),
    sender: 'Machine',
    sender_name: 'AI',
    session_id: defaults.sessionId,
    text: '',
    files: [],
    error: false,
    edit: false,
    category: 'message',
    content_blocks: [],
    ...rest,
    properties: {
      text_color: '',
      background_color: '',
      edited: false,
      source: defaults.source,
      icon: defaults.icon ?? null,
      allow_markdown: false,
      positive_feedback: null,
      state: 'complete',
      targets: [],
      ...properties,
    },
  };
}

export function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ChatMessage>;
  return typeof candidate.text === 'string' && typeof candidate.sender === 'string' && typeof candidate.session_id === 'string';
}

// Chat messages as components produce them and as the protocol carries them (reference section 5).
import { randomUUID } from 'node:crypto';
import type { ChatMessage, MessageProperties } from '@app/flow-graph';

/** What a component gives when it sends a message; everything else gets a default. */
export type MessageInit = Partial<Omit<ChatMessage, 'properties'>> & { properties?: MessageProperties };

export interface MessageDefaults {
  flowId: string | null;
  sessionId: string;
  source: { id: string | null; display_name: string | null; source: string | null };
  icon?: string | null;
}

/** Langflow stores message timestamps as "YYYY-MM-DD HH:MM:SS UTC"; clients parse that form. */
export function formatMessageTimestamp(date?: Date): string {
  if (date === undefined) return nowTimestamp();
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

let formattedSecond = Number.NaN;
let formattedNow = '';

/** The current second's timestamp, formatted once per second: every streamed token carries one. */
function nowTimestamp(): string {
  const second = Math.floor(Date.now() / 1000);
  if (second !== formattedSecond) {
    formattedSecond = second;
    formattedNow = formatMessageTimestamp(new Date(second * 1000));
  }
  return formattedNow;
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

/** True for values shaped like a ChatMessage; messages travel between components as plain objects. */
export function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ChatMessage>;
  return typeof candidate.text === 'string' && typeof candidate.sender === 'string' && typeof candidate.session_id === 'string';
}

// A complete chat message as the server stores it, for in-memory builds, stories and tests.
import type { ChatMessage } from '@app/flow-graph';

export function testChatMessage(fields: Pick<ChatMessage, 'id' | 'text' | 'session_id'> & Partial<ChatMessage>): ChatMessage {
  const sender = fields.sender ?? 'User';
  return {
    flow_id: 'flow-1',
    timestamp: new Date().toISOString(),
    sender,
    sender_name: sender === 'User' ? 'User' : 'AI',
    files: [],
    error: false,
    edit: false,
    properties: {},
    category: 'message',
    content_blocks: [],
    ...fields,
  };
}

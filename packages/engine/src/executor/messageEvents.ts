// The message side of the event sink as a component sees it (add_message, token, remove_message).
import type { ChatMessage } from '@app/flow-graph';
import type { EventSink } from '../events/eventSink';
import type { MessageEvents } from '../sdk/context';
import { createChatMessage, formatMessageTimestamp, type MessageDefaults } from '../sdk/message';

export function createMessageEvents(options: {
  sink: EventSink;
  defaults: MessageDefaults;
  signal: AbortSignal;
  /** Called with every message sent, again with the final text when a stream completes. */
  onMessage?: (message: ChatMessage) => void;
}): MessageEvents {
  const { sink, defaults, signal, onMessage } = options;

  const send = (message: ChatMessage): void => {
    // Langflow routes two categories to their own events instead of add_message.
    if (message.category === 'error') sink.emit({ event: 'error', data: message });
    else if (message.category === 'remove_message') sink.emit({ event: 'remove_message', data: { id: message.id } });
    else sink.emit({ event: 'add_message', data: message });
    onMessage?.(message);
  };

  const events: MessageEvents = {
    addMessage(init) {
      const message = createChatMessage(init, defaults);
      send(message);
      return message;
    },
    token(messageId, chunk) {
      sink.emit({ event: 'token', data: { chunk, id: messageId, timestamp: formatMessageTimestamp() } });
    },
    removeMessage(messageId) {
      sink.emit({ event: 'remove_message', data: { id: messageId } });
    },
    async streamMessage(init, chunks) {
      const partial = events.addMessage({ ...init, text: '', properties: { ...init.properties, state: 'partial' } });
      let text = '';
      for await (const chunk of chunks) {
        signal.throwIfAborted();
        text += chunk;
        events.token(partial.id, chunk);
      }
      signal.throwIfAborted();
      const complete: ChatMessage = { ...partial, text, properties: { ...partial.properties, state: 'complete' } };
      send(complete);
      return complete;
    },
  };
  return events;
}

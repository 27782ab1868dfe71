// Pure pieces of the app chat's state: the conversation list with the ones created locally on first send, the chips a finished run proposes,
// and the notice of a failed build.
import type { BuildFailure } from '@app/build-runner';
import type { ChatMessage, CodedText, VertexBuildResponse } from '@app/flow-graph';
import type { AppConversation, AppChatNotification, ChatSuggestion } from './appChatApi';

/** The server's conversations, after the local ones it does not list yet (newest first). */
export function mergeConversations(local: readonly AppConversation[], server: readonly AppConversation[]): AppConversation[] {
  const listed = new Set(server.map((conversation) => conversation.id));
  return [...local.filter((conversation) => !listed.has(conversation.id)), ...server];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function suggestionList(value: unknown): ChatSuggestion[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((item): ChatSuggestion[] => {
    if (typeof item === 'string') return [{ name: item }];
    if (isRecord(item) && typeof item.name === 'string') return [typeof item.url === 'string' && item.url ? { name: item.name, url: item.url } : { name: item.name }];
    return [];
  });
}

/** The suggestions a UI Output node's end_vertex carries: its Data output {greeting, suggestions}. */
export function suggestionsOfResult(response: VertexBuildResponse | undefined): ChatSuggestion[] | undefined {
  if (!response) return undefined;
  for (const output of Object.values(response.data.outputs)) {
    const message = output.message;
    const found = isRecord(message) ? (suggestionList(message.suggestions) ?? (isRecord(message.data) ? suggestionList(message.data.suggestions) : undefined)) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The last question, which regenerating sends again. */
export function lastQuestion(messages: readonly ChatMessage[]): ChatMessage | undefined {
  return messages.findLast((message) => message.sender === 'User');
}

/** The notice of a failed build; `word` gives the server's coded reasons in the reader's language (wordCodedText of @app/i18n). */
export function failureNotice(failure: BuildFailure, t: (key: string) => string, word?: (coded: CodedText) => string): AppChatNotification {
  const messages = failure.messages.map((message, index) => {
    const coded = failure.coded?.[index];
    return coded && word ? word(coded) : message;
  });
  return { kind: 'error', title: t(`messages.${failure.title}`), list: failure.hint ? [...messages, t(`messages.${failure.hint}`)] : messages };
}

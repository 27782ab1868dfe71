// What a chat message shows, read from the stored message (spec/3 section 3, Chat message).
import type { ChatMessage } from '@app/flow-graph';

/** A message as the list takes it: the stored message, plus the reasoning some models return apart. */
export type ChatListMessage = ChatMessage & { thought?: string | null };

export function isUserMessage(message: Pick<ChatMessage, 'sender'>): boolean {
  return message.sender === 'User';
}

/** Files arrive as an array or as a JSON string of one; '' and '[]' mean none. */
export function messageFiles(files: unknown): string[] {
  if (Array.isArray(files)) return files.filter((file): file is string => typeof file === 'string' && file !== '');
  if (typeof files !== 'string' || files.trim() === '') return [];
  try {
    return messageFiles(JSON.parse(files) as unknown);
  } catch {
    return [files];
  }
}

/** The last part of a stored path, the name the user gave the file. */
export function fileName(path: string): string {
  return path.split(/[\\/]/).pop() || path;
}

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg'];

export function isImagePath(path: string): boolean {
  const extension = /\.([^./\\]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';
  return IMAGE_EXTENSIONS.includes(extension);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `yyyy-MM-dd HH:mm` in local time; the raw text when it is not a date. */
export function formatTimestamp(timestamp: string): string {
  const date = new Date(timestamp.replace(/ UTC$/, 'Z').replace(/^(\d{4}-\d\d-\d\d) /, '$1T'));
  if (Number.isNaN(date.getTime())) return timestamp;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Whether tokens are still arriving for the message. */
export function isStreamingMessage(message: ChatMessage, streamingMessageId: string | undefined): boolean {
  return message.id === streamingMessageId || message.properties?.state === 'partial';
}

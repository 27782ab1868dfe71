// The message list arrives when the conversation has its first message: an empty conversation
// shows only the greeting and chips, so the page's first load leaves out the markdown stack (about
// a third of the chat's code). `preloadMessageList` starts the download as the visitor starts to
// type or picks a chip, so it is there by the time the answer streams.
import type { ChatMessageListProps } from '@app/chat-ui';
import { lazy, Suspense } from 'react';
import type * as MessageList from './messageList';

type MessageListModule = typeof MessageList;

let loading: Promise<MessageListModule> | undefined;

export function preloadMessageList(): Promise<MessageListModule> {
  loading ??= import('./messageList');
  return loading;
}

const ChatMessageList = lazy(async () => ({ default: (await preloadMessageList()).ChatMessageList }));

export function LazyMessageList(props: ChatMessageListProps) {
  if (props.messages.length === 0) return <>{props.empty}</>;
  return (
    <Suspense fallback={props.empty}>
      <ChatMessageList {...props} />
    </Suspense>
  );
}

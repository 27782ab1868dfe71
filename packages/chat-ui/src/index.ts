// Messages
export { ChatMessageList, type ChatMessageListProps } from './messages/ChatMessageList';
export type { ChatMessageHandlers } from './messages/ChatMessageItem';
export { messageFiles, type ChatListMessage } from './messages/messageParts';
export { ChatMarkdown, type ChatMarkdownProps } from './markdown/ChatMarkdown';
export { ContentBlocks, type ContentBlocksProps } from './content/ContentBlocks';

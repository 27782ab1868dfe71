// Messages
export { ChatMessageList, type ChatMessageListProps } from './messages/ChatMessageList';
export type { ChatMessageHandlers } from './messages/ChatMessageItem';
export { messageFiles, type ChatListMessage } from './messages/messageParts';
export { ChatMarkdown, type ChatMarkdownProps } from './markdown/ChatMarkdown';
export { ContentBlocks, type ContentBlocksProps } from './content/ContentBlocks';
export { CHART_PALETTE, parseChart, type ChartOption, type ChartParse } from './markdown/chart/chartSpec';

// Input
export { CHAT_INPUT_MAX_HEIGHT, ChatInput, type ChatInputProps } from './input/ChatInput';
export type { UploadChatFile, UploadedChatFile } from './input/useAttachments';
export { attachmentRefusal, FILE_NAME_MAX_LENGTH, shortFileName, type AttachmentLimits, type AttachmentRefusal } from './input/attachmentRules';

// Empty state and suggestions
export { ChatEmptyState, type ChatEmptyStateProps } from './empty/ChatEmptyState';
export { SuggestionChips, type ChatSuggestion, type SuggestionChipsProps } from './empty/SuggestionChips';

// Sessions
export { SessionList, type SessionListProps } from './sessions/SessionList';
export { splitMarkdownBlocks } from './markdown/markdownBlocks';

// Texts
export { chatUiNamespaces, chatUiResources, createChatI18n } from './i18n';

// Messages
export { ChatMessageList, type ChatMessageListProps } from './messages/ChatMessageList';
export type { ChatMessageHandlers } from './messages/ChatMessageItem';
export { messageFiles, type ChatListMessage } from './messages/messageParts';
export { ChatMarkdown, type ChatMarkdownProps } from './markdown/ChatMarkdown';
export { preloadChatMarkdown } from './markdown/loadMarkdown';
export { ContentBlocks, type ContentBlocksProps } from './content/ContentBlocks';
export { CHART_PALETTE, parseChart, type ChartOption, type ChartParse } from './markdown/chart/chartSpec';

// Input
export { CHAT_INPUT_MAX_HEIGHT, ChatInput, type ChatInputProps } from './input/ChatInput';
export type { UploadChatFile, UploadedChatFile } from './input/useAttachments';
export { attachmentRefusal, FILE_NAME_MAX_LENGTH, shortFileName, type AttachmentLimits, type AttachmentRefusal } from './input/attachmentRules';

// Voice: the speak button under replies and the input's voice assistant, given a ChatVoice
export { ChatVoiceProvider, useChatVoice, type ChatVoice, type ChatVoiceKeys } from './voice/chatVoice';
export { SpeakButton } from './voice/SpeakButton';
export { VoiceAssistantButton, type VoiceAssistantButtonProps } from './voice/VoiceAssistantButton';

// Empty state and suggestions
export { ChatEmptyState, type ChatEmptyStateProps } from './empty/ChatEmptyState';
export { SuggestionChips, type ChatSuggestion, type SuggestionChipsProps } from './empty/SuggestionChips';

// Sessions
export { SessionList, type SessionListProps } from './sessions/SessionList';

// Chat with a marketplace app
export { AppChat, type AppChatProps } from './app/AppChat';
export { AppChatHeader, type AppChatHeaderProps } from './app/AppChatHeader';
export { AppInfoDrawer, type AppInfoDrawerProps } from './app/AppInfoDrawer';
export { FLOW_ICON_COLOURS, FLOW_ICON_NAMES, FlowIcon, type FlowIconProps } from './shared/FlowIcon';
export { ConversationSidebar, type ConversationSidebarProps } from './app/ConversationSidebar';
export { SharePopover, type SharePopoverProps } from './app/SharePopover';
export { APP_MESSAGE_POLL_MS, useAppChat, type AppChat as AppChatState, type UseAppChatOptions } from './app/useAppChat';
export { conversationId } from './app/sessionId';
export { useChatBuildResult } from './app/useChatBuildResult';
export { formatMinute } from './app/formatTime';
export type { AppChatApi, AppChatInfo, AppChatNotification, AppConversation, AppUiNode } from './app/appChatApi';
export { mergeMessages } from './messages/mergeMessages';
export { failureNotice, suggestionsOfResult } from './app/appChatMessages';
export { wordedFailureNotice } from './codedWording';

// Lazily loaded modules: a renderer fetched once when first shown (chat-ui's markdown and KaTeX, the editor's notes)
export { lazyModule, useLazyModule, type LazyModule } from './shared/lazyModule';

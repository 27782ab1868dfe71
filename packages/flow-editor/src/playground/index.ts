export { PlaygroundModal } from './PlaygroundModal';
export type { PlaygroundModalProps } from './PlaygroundModal';
export { PlaygroundView } from './PlaygroundView';
export type { PlaygroundViewProps } from './PlaygroundView';
export { serverPlaygroundMessages, sessionStoragePlaygroundMessages } from './playgroundMessages';
export type { MessageChanges, PlaygroundMessages } from './playgroundMessages';
export { mergeMessages, MESSAGE_POLL_MS, newSessionName, usePlaygroundChat } from './usePlaygroundChat';
export type { PlaygroundChat } from './usePlaygroundChat';

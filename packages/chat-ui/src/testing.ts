// In-memory stand-ins for stories and tests of apps that host the app chat. Not for production.
export { createMemoryAppChatApi, message as testAppMessage, SAMPLE_STORE_ID, sampleAppInfo, UI_OUTPUT_NODE_ID } from './testing/memoryAppChatApi';
export type { MemoryAppChatApi, MemoryAppChatOptions } from './testing/memoryAppChatApi';
export { testChatMessage } from './testing/chatMessage';

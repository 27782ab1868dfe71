export type {
  BuildEvent,
  BuildEventName,
  BuildStatus,
  ChatMessage,
  ContentBlock,
  ErrorPayload,
  EventDelivery,
  LogEntry,
  MessageProperties,
  MessageSource,
  OutputMeta,
  OutputType,
  OutputValue,
  ResultData,
  VertexBuildResponse,
  VerticesSortedData,
} from './events';
export { BUILD_EVENT_NAMES, encodeBuildEvent } from './events';

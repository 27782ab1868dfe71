export type { LlmTestServer, LlmTestServerOptions } from './llmTestServer';
export { startLlmTestServer } from './llmTestServer';
export type { RecordedRequest } from './exchange';
export type { ErrorScript, FinishReason, ReplyScript, ToolCallScript } from './replies';
export { countTokens, splitEvenly, wordPieces } from './replies';
export { DEFAULT_EMBEDDING_DIMENSIONS, embeddingTerms, hashedEmbedding } from './embeddings';
export type { AnthropicErrorBody, OpenAiErrorBody } from './providerErrors';
export type { McpTestServer } from './mcpTestServer';
export { MCP_STDIO_SERVER_SCRIPT, startMcpTestServer } from './mcpTestServer';

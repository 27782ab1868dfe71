// Registry
export type { BuiltinRegistryOptions } from './registry';
export { builtinComponents, createBuiltinRegistry } from './registry';
export { componentSources } from './sources.generated';

// Components
export { ChatInput } from './inputs/chatInput';
export { TextInput } from './inputs/textInput';
export { Webhook } from './inputs/webhook';
export { ChatOutput, chatText } from './outputs/chatOutput';
export { TextOutput } from './outputs/textOutput';
export { UIInput } from './ui/uiInput';
export { UIOutput } from './ui/uiOutput';
export { Prompt } from './prompts/prompt';
export { CombineText } from './processing/combineText';
export { JsonFilter, toJsonInput } from './processing/jsonFilter';
export { Parser, PARSER_MODES, parseItems } from './processing/parser';
export { StringParser } from './processing/stringParser';
export { IfElse } from './logic/ifElse';
export { Loop } from './logic/loop';
export { MESSAGE_ORDERS, MessageHistory, SENDER_FILTERS } from './memories/messageHistory';
export { RegexExtractor, compileRegex, extractMatches } from './processing/regexExtractor';
export { TypeConverter, convertedData, convertedText } from './processing/typeConverter';
export { JSONToData, parseJsonText } from './processing/jsonToData';
export { DEFAULT_EXTRACTION_PROMPT, StructuredOutput } from './processing/structuredOutput';
export { BATCH_RUN_CONCURRENCY, BatchRun, rowAsToml } from './processing/batchRun';
export { SAVE_FORMATS, SaveFile, savedFileName } from './dataSources/saveFile';
export type { SchemaField, SchemaFieldType } from './processing/outputSchema';
export { answerJsonSchema, readStructuredObjects, SCHEMA_FIELD_TYPES, schemaFields, schemaInstructions } from './processing/outputSchema';
export { FileComponent } from './dataSources/file';
export { MAX_CRAWL_PAGES, URLLoader, crawl } from './dataSources/urlLoader';
export type { CrawlOptions } from './dataSources/urlLoader';
export { APIRequest, HTTP_METHODS, jsonBody, withQuery } from './dataSources/apiRequest';
export { SplitText, splitDocument } from './textSplitters/splitText';
export { LanguageRecursiveTextSplitter } from './textSplitters/languageSplitter';
export { CODE_LANGUAGES, LANGUAGE_SEPARATORS, type CodeLanguage } from './textSplitters/languageSeparators';
export { HtmlLinkExtractor, withHtmlLinks, type GraphLink } from './processing/htmlLinkExtractor';
export { Calculator } from './tools/calculator';
export { CurrentDate } from './tools/currentDate';
export { TRUNCATED_NOTE, WebFetch, pageForReading } from './tools/webFetch';
export { TavilySearch } from './tools/tavilySearch';
export { TAVILY_BASE_URL, tavilyRequestBody, tavilyRows } from './tools/tavilyApi';
export { ArxivSearch } from './tools/arxivSearch';
export { globalImports, outcomeText, PythonREPL } from './tools/pythonRepl';
export type { PythonOutcome, PythonRunner } from './tools/pythonRunner';
export { REMIX_DOCS_BASE_URL, RemixDocumentation, remixEntries } from './tools/remixDocumentation';
export { ARXIV_BASE_URL, arxivQueryUrl, readArxivFeed } from './tools/arxivApi';
export { SearchApiSearch } from './tools/searchApiSearch';
export { SEARCHAPI_BASE_URL, searchApiRows, searchApiUrl } from './tools/searchApiApi';
export { AgentQL } from './tools/agentql';
export { AGENTQL_BASE_URL, agentQlData, agentQlRequestBody } from './tools/agentqlApi';
export { ScrapeGraphSearch } from './tools/scrapeGraphSearch';
export { SCRAPEGRAPH_BASE_URL } from './tools/scrapeGraphApi';
export { ApifyActors } from './tools/apifyActors';
export { ComposioAPI } from './tools/composioTools';
export { APIFY_BASE_URL } from './tools/apifyApi';
export { YouTubeComments } from './tools/youtubeComments';
export { YOUTUBE_DATA_BASE_URL } from './tools/youtubeCommentsApi';
export { YouTubeTranscripts } from './tools/youtubeTranscripts';
export { YOUTUBE_BASE_URL } from './tools/youtubeTranscriptApi';
export { YahooFinance } from './tools/yahooFinance';
export { YAHOO_CONSENT_URL, YAHOO_COOKIE_URL, YAHOO_FINANCE_BASE_URL } from './tools/yahooFinanceSession';
export { MCPTools } from './tools/mcpTools';
export { MCP_TRANSPORTS, type McpTransport } from './tools/mcp/mcpConnection';
export { Agent, DEFAULT_AGENT_INSTRUCTIONS } from './agents/agent';
export { RunFlow } from './agents/runFlow';
export { CrewAIAgent } from './agents/crew/crewAgent';
export { HierarchicalCrew } from './agents/crew/hierarchicalCrew';
export { SequentialCrew } from './agents/crew/sequentialCrew';
export { SequentialTask } from './agents/crew/sequentialTask';
export { HierarchicalTask } from './agents/crew/hierarchicalTask';
export { SequentialTaskAgent } from './agents/crew/sequentialTaskAgent';

// Agents: their steps, their tools, and flows run by flows
export type { FlowRunner, FlowRunRequest, FlowRunResult, FlowSummary } from './agents/flowRunner';
export type { ToolUseContent } from './agents/agentSteps';
export { AGENT_STEPS_TITLE, AgentSteps } from './agents/agentSteps';
export { agentToolSet, toolResultText, uniqueToolNames } from './agents/agentTools';
export { ANTHROPIC_MODELS, AnthropicModel } from './models/anthropicModel';
export { OpenAiCompatibleModel } from './models/openAiCompatibleModel';
export { OpenAiCompatibleEmbeddings } from './embeddings/openAiCompatibleEmbeddings';
export { DatabaseVectorStore, MAX_COLLECTION_NAME, MAX_RESULTS } from './vectorstores/databaseVectorStore';
export { AstraDBVectorStore } from './vectorstores/astraDbVectorStore';
export { AstraDBGraphVectorStore } from './vectorstores/astraGraphVectorStore';
export { FaissVectorStore } from './vectorstores/faissVectorStore';
export type { LocalIndexService } from './vectorstores/localIndexes';
export { checkIndexName, indexFolder, MAX_INDEX_NAME } from './vectorstores/localIndexes';
export { KnowledgeIngestion } from './knowledge/knowledgeIngestion';
export { KnowledgeRetrieval } from './knowledge/knowledgeRetrieval';
export type { KnowledgeBase, KnowledgeBaseService, KnowledgeEmbedding } from './knowledge/knowledgeService';
export { MAX_KNOWLEDGE_NAME } from './knowledge/knowledgeService';
export { AssemblyAIStartTranscript } from './audio/assemblyAiStart';
export { AssemblyAIPollTranscript } from './audio/assemblyAiPoll';
export { ASSEMBLYAI_BASE_URL, transcriptRequestBody } from './audio/assemblyAiApi';
export { NeedleRetriever } from './tools/needle';
export { NEEDLE_BASE_URL, needleAnswerText } from './tools/needleApi';

// Language models, embeddings and vector stores as values
export type { ProviderPreset } from './models/providers';
export { CHAT_PROVIDERS, EMBEDDING_PROVIDERS, PROVIDER_PRESETS, providerPreset } from './models/providers';
export type { LanguageModelValue, ModelCallSettings } from './models/languageModel';
export { isLanguageModelValue } from './models/languageModel';
export type { CompleteReply, ReplyRequest } from './models/generateReply';
export { completeReply, streamReply } from './models/generateReply';
export { replayableStream, type ChunkProducer } from './models/textStream';
export type { ModelCallTarget } from './models/modelErrors';
export { modelCallError, modelStatusError, modelUnreachableError } from './models/modelErrors';
export type { EmbeddingsSettings, EmbeddingsValue } from './embeddings/embeddingsValue';
export { isEmbeddingsValue } from './embeddings/embeddingsValue';
export type { RetrieverValue } from './vectorstores/retriever';
export type { MemoryVectorStore } from './vectorstores/memoryVectorStore';
export { createMemoryVectorStore } from './vectorstores/memoryVectorStore';
export type { StoredVector } from './vectorstores/similarity';
export { cosineSimilarity, rankBySimilarity } from './vectorstores/similarity';

// Documents and web pages as text
export type { DocumentExtension, DocumentSource } from './dataSources/documentText';
export { decodeText, DOCUMENT_EXTENSIONS, documentText, extensionOf, isDocumentExtension } from './dataSources/documentText';
export type { HtmlPage } from './dataSources/htmlText';
export { declaredCharset, pageLinks, readHtml } from './dataSources/htmlText';
export type { PageFormat, PageRequest, WebPage } from './dataSources/webPage';
export { fetchPage, headerRecord, PAGE_FORMATS, webUrl } from './dataSources/webPage';

// Text splitting
export type { KeepSeparator, SplitOptions } from './textSplitters/recursiveSplitter';
export { DEFAULT_SEPARATORS, KEEP_SEPARATOR_OPTIONS, separatorsWith, splitText } from './textSplitters/recursiveSplitter';

// The chat page's greeting and suggestions (UIInput, UIOutput)
export type { ChatUi, Suggestion } from './ui/chatUi';
export { chatUiData, cleanSuggestions, isSuggestionUrl, MAX_SUGGESTIONS, readChatUi, suggestionsIn, suggestionsInText, tableSuggestions } from './ui/chatUi';

// Calculator expressions and dates
export { evaluateExpression, formatNumber, MATH_CONSTANTS, MATH_FUNCTIONS } from './tools/mathExpression';
export { COMMON_TIMEZONES, DEFAULT_DATE_FORMAT, formatDate } from './tools/dateFormat';

// Prompt templates (the server's validate/prompt call and the editor's prompt field)
export type { PromptTemplateFields } from './prompts/promptTemplate';
export {
  PROMPT_OWN_FIELDS,
  PROMPT_VARIABLE_INPUT_TYPES,
  promptTemplateFields,
  promptVariableField,
  promptVariables,
} from './prompts/promptTemplate';

// String parsers
export type { StringParserName } from './processing/stringParsers';
export { isStringParser, parseString, splitWords, STRING_PARSERS } from './processing/stringParsers';

// JSON filter (also for an output's options.filter)
export type { JsonResult } from './processing/json-query/applyJsonFilter';
export { applyJsonFilter, compileFilter, yieldsMany } from './processing/json-query/applyJsonFilter';
export type { QueryNode } from './processing/json-query/parser';

// If-Else conditions
export type { ConditionOperator } from './logic/condition';
export { CONDITION_OPERATORS, evaluateCondition, isConditionOperator } from './logic/condition';

// Values
export type { Data } from './values/data';
export { createData, dataText, isData, toData } from './values/data';
export { dataFrameColumns, dataFrameMarkdown, jsonToData, toDataFrame } from './values/dataFrame';
export { createMessageValue, textMessage } from './values/message';
export type { TemplatePart } from './values/template';
export { parseTemplate, renderRecord, renderTemplate, templateFields } from './values/template';
export { valueToText } from './values/text';

// Errors
export type { ComponentMessageCode } from './messages';
export { ComponentError, componentMessages } from './messages';

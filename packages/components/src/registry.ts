// The built-in component set and the registry the server builds flows with.
import { createRegistry, type AnyComponent, type ComponentRegistry } from '@app/engine';
import { Agent } from './agents/agent';
import { CrewAIAgent } from './agents/crew/crewAgent';
import { HierarchicalCrew } from './agents/crew/hierarchicalCrew';
import { HierarchicalTask } from './agents/crew/hierarchicalTask';
import { SequentialCrew } from './agents/crew/sequentialCrew';
import { SequentialTask } from './agents/crew/sequentialTask';
import { SequentialTaskAgent } from './agents/crew/sequentialTaskAgent';
import { RunFlow } from './agents/runFlow';
import { AssemblyAIPollTranscript } from './audio/assemblyAiPoll';
import { AssemblyAIStartTranscript } from './audio/assemblyAiStart';
import { APIRequest } from './dataSources/apiRequest';
import { FileComponent } from './dataSources/file';
import { SaveFile } from './dataSources/saveFile';
import { URLLoader } from './dataSources/urlLoader';
import { OpenAiCompatibleEmbeddings } from './embeddings/openAiCompatibleEmbeddings';
import { ChatInput } from './inputs/chatInput';
import { TextInput } from './inputs/textInput';
import { Webhook } from './inputs/webhook';
import { KnowledgeIngestion } from './knowledge/knowledgeIngestion';
import { KnowledgeRetrieval } from './knowledge/knowledgeRetrieval';
import { IfElse } from './logic/ifElse';
import { Loop } from './logic/loop';
import { MessageHistory } from './memories/messageHistory';
import { AnthropicModel } from './models/anthropicModel';
import { OpenAiCompatibleModel } from './models/openAiCompatibleModel';
import { ChatOutput } from './outputs/chatOutput';
import { TextOutput } from './outputs/textOutput';
import { BatchRun } from './processing/batchRun';
import { CombineText } from './processing/combineText';
import { HtmlLinkExtractor } from './processing/htmlLinkExtractor';
import { JsonFilter } from './processing/jsonFilter';
import { JSONToData } from './processing/jsonToData';
import { Parser } from './processing/parser';
import { RegexExtractor } from './processing/regexExtractor';
import { StringParser } from './processing/stringParser';
import { StructuredOutput } from './processing/structuredOutput';
import { TypeConverter } from './processing/typeConverter';
import { Prompt } from './prompts/prompt';
import { componentSources } from './sources.generated';
import { LanguageRecursiveTextSplitter } from './textSplitters/languageSplitter';
import { SplitText } from './textSplitters/splitText';
import { AgentQL } from './tools/agentql';
import { ApifyActors } from './tools/apifyActors';
import { ArxivSearch } from './tools/arxivSearch';
import { Calculator } from './tools/calculator';
import { ComposioAPI } from './tools/composioTools';
import { CurrentDate } from './tools/currentDate';
import { MCPTools } from './tools/mcpTools';
import { NeedleRetriever } from './tools/needle';
import { PythonREPL } from './tools/pythonRepl';
import { RemixDocumentation } from './tools/remixDocumentation';
import { ScrapeGraphSearch } from './tools/scrapeGraphSearch';
import { SearchApiSearch } from './tools/searchApiSearch';
import { TavilySearch } from './tools/tavilySearch';
import { WebFetch } from './tools/webFetch';
import { YouTubeComments } from './tools/youtubeComments';
import { YahooFinance } from './tools/yahooFinance';
import { YouTubeTranscripts } from './tools/youtubeTranscripts';
import { UIInput } from './ui/uiInput';
import { UIOutput } from './ui/uiOutput';
import { AstraDBVectorStore } from './vectorstores/astraDbVectorStore';
import { AstraDBGraphVectorStore } from './vectorstores/astraGraphVectorStore';
import { DatabaseVectorStore } from './vectorstores/databaseVectorStore';
import { FaissVectorStore } from './vectorstores/faissVectorStore';

/** Every built-in component, in the order the sidebar lists them within a category. */
export const builtinComponents: readonly AnyComponent[] = [
  ChatInput,
  TextInput,
  Webhook,
  UIInput,
  ChatOutput,
  TextOutput,
  UIOutput,
  Prompt,
  Parser,
  CombineText,
  JsonFilter,
  StringParser,
  RegexExtractor,
  TypeConverter,
  JSONToData,
  StructuredOutput,
  BatchRun,
  HtmlLinkExtractor,
  FileComponent,
  SaveFile,
  URLLoader,
  APIRequest,
  SplitText,
  LanguageRecursiveTextSplitter,
  Calculator,
  CurrentDate,
  WebFetch,
  TavilySearch,
  ArxivSearch,
  SearchApiSearch,
  AgentQL,
  ScrapeGraphSearch,
  ApifyActors,
  ComposioAPI,
  YouTubeComments,
  YouTubeTranscripts,
  YahooFinance,
  RemixDocumentation,
  PythonREPL,
  MCPTools,
  IfElse,
  Loop,
  MessageHistory,
  Agent,
  RunFlow,
  CrewAIAgent,
  SequentialTaskAgent,
  SequentialTask,
  SequentialCrew,
  HierarchicalTask,
  HierarchicalCrew,
  OpenAiCompatibleModel,
  AnthropicModel,
  OpenAiCompatibleEmbeddings,
  DatabaseVectorStore,
  AstraDBVectorStore,
  AstraDBGraphVectorStore,
  FaissVectorStore,
  KnowledgeIngestion,
  KnowledgeRetrieval,
  AssemblyAIStartTranscript,
  AssemblyAIPollTranscript,
  NeedleRetriever,
];

export interface BuiltinRegistryOptions {
  /** Components to offer beside the built-in ones (model providers, tools …). */
  components?: readonly AnyComponent[];
  /** Source text of those components, by type, for their nodes' `code` field. */
  sources?: Readonly<Record<string, string>>;
}

/** A registry of the built-in components, each with its source as the nodes' code. */
export function createBuiltinRegistry(options: BuiltinRegistryOptions = {}): ComponentRegistry {
  return createRegistry([...builtinComponents, ...(options.components ?? [])], {
    sources: { ...componentSources, ...options.sources },
  });
}

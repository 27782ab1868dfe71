// The built-in component set and the registry the server builds flows with.
import { createRegistry, type AnyComponent, type ComponentRegistry } from '@app/engine';
import { ChatInput } from './inputs/chatInput';
import { TextInput } from './inputs/textInput';
import { Webhook } from './inputs/webhook';
import { IfElse } from './logic/ifElse';
import { Loop } from './logic/loop';
import { MessageHistory } from './memories/messageHistory';
import { ChatOutput } from './outputs/chatOutput';
import { TextOutput } from './outputs/textOutput';
import { CombineText } from './processing/combineText';
import { JsonFilter } from './processing/jsonFilter';
import { Parser } from './processing/parser';
import { StringParser } from './processing/stringParser';
import { Prompt } from './prompts/prompt';
import { componentSources } from './sources.generated';

/** Every built-in component, in the order the sidebar lists them within a category. */
export const builtinComponents: readonly AnyComponent[] = [
  ChatInput,
  TextInput,
  Webhook,
  ChatOutput,
  TextOutput,
  Prompt,
  Parser,
  CombineText,
  JsonFilter,
  StringParser,
  IfElse,
  Loop,
  MessageHistory,
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

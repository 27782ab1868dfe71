// The shipped starter templates: flows generated into flows/*.json (Chinese) and flows/*.en.json
// (English) by scripts/generate-templates.ts from the descriptions in descriptions/, read here as
// data (nothing reads files at run time).
import type { FlowData } from '@app/flow-graph';
import basicPromptingEn from '../flows/basic-prompting.en.json' with { type: 'json' };
import basicPrompting from '../flows/basic-prompting.json' with { type: 'json' };
import documentQaEn from '../flows/document-qa.en.json' with { type: 'json' };
import documentQa from '../flows/document-qa.json' with { type: 'json' };
import memoryChatbotEn from '../flows/memory-chatbot.en.json' with { type: 'json' };
import memoryChatbot from '../flows/memory-chatbot.json' with { type: 'json' };
import simpleAgentEn from '../flows/simple-agent.en.json' with { type: 'json' };
import simpleAgent from '../flows/simple-agent.json' with { type: 'json' };
import vectorStoreRagEn from '../flows/vector-store-rag.en.json' with { type: 'json' };
import vectorStoreRag from '../flows/vector-store-rag.json' with { type: 'json' };

/** One starter template: a flow with the example fields of spec/3 section 3, plus its identity. */
export interface StarterTemplate {
  /** Stable key, also its file name: "basic-prompting". */
  key: string;
  /** The flow id it is stored under in the system's examples folder; never changes. */
  id: string;
  name: string;
  description: string;
  /** Category ids (see ./categories): which use-case and method filters list it. */
  tags: string[];
  icon: string;
  icon_bg_color: string;
  data: FlowData;
}

/** Every shipped template, in the order the dialog lists them; Chinese, the product's default. */
export const STARTER_TEMPLATES: readonly StarterTemplate[] = [basicPrompting, memoryChatbot, documentQa, vectorStoreRag, simpleAgent] as unknown as StarterTemplate[];

/** The same templates in English: names, descriptions, notes, prompts, chat page texts and component texts. */
export const STARTER_TEMPLATES_EN: readonly StarterTemplate[] = [basicPromptingEn, memoryChatbotEn, documentQaEn, vectorStoreRagEn, simpleAgentEn] as unknown as StarterTemplate[];

/** The shipped templates in a language (`zh` or `en`; anything else gets the Chinese ones). */
export function starterTemplates(language: string): readonly StarterTemplate[] {
  return language === 'en' ? STARTER_TEMPLATES_EN : STARTER_TEMPLATES;
}

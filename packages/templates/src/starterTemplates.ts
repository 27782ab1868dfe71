// The shipped starter templates: flows generated into flows/*.json (Chinese) and flows/*.en.json
// (English) by scripts/generate-templates.ts from the descriptions in descriptions/, read here as
// data (nothing reads files at run time).
import basicPromptingEn from '../flows/basic-prompting.en.json' with { type: 'json' };
import documentQaEn from '../flows/document-qa.en.json' with { type: 'json' };
import memoryChatbotEn from '../flows/memory-chatbot.en.json' with { type: 'json' };
import simpleAgentEn from '../flows/simple-agent.en.json' with { type: 'json' };
import vectorStoreRagEn from '../flows/vector-store-rag.en.json' with { type: 'json' };
import { STARTER_TEMPLATES, type StarterTemplate } from './storedTemplates';

export { STARTER_TEMPLATES, type StarterTemplate };

/** The same templates in English: names, descriptions, notes, prompts, chat page texts and component texts. */
export const STARTER_TEMPLATES_EN: readonly StarterTemplate[] = [basicPromptingEn, memoryChatbotEn, documentQaEn, vectorStoreRagEn, simpleAgentEn] as unknown as StarterTemplate[];

/** The shipped templates in a language (`zh` or `en`; anything else gets the Chinese ones). */
export function starterTemplates(language: string): readonly StarterTemplate[] {
  return language === 'en' ? STARTER_TEMPLATES_EN : STARTER_TEMPLATES;
}

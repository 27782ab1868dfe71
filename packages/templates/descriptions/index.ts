// Every template description, in the order the dialog lists the templates.
import { basicPrompting } from './basicPrompting';
import { documentQa } from './documentQa';
import type { TemplateDescription } from './flowBuilder';
import { memoryChatbot } from './memoryChatbot';
import { simpleAgent } from './simpleAgent';
import { vectorStoreRag } from './vectorStoreRag';

export const TEMPLATE_DESCRIPTIONS: readonly TemplateDescription[] = [basicPrompting, memoryChatbot, documentQa, vectorStoreRag, simpleAgent];

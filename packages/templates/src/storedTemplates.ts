// The Chinese starter templates alone, the ones a server stores as its examples: its first start
// loads these, not the English ones beside them (about half of the flows' 1.3 MB; issue 19).
import type { FlowData } from '@app/flow-graph';
import basicPrompting from '../flows/basic-prompting.json' with { type: 'json' };
import documentQa from '../flows/document-qa.json' with { type: 'json' };
import memoryChatbot from '../flows/memory-chatbot.json' with { type: 'json' };
import simpleAgent from '../flows/simple-agent.json' with { type: 'json' };
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

// Langflow's starter projects as Langflow released them (langflow/README.md names the source),
// read from this package's folder so tests import the very files a Langflow user would have.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const LANGFLOW_VERSIONS = ['1.2', '1.6'] as const;
export type LangflowVersion = (typeof LANGFLOW_VERSIONS)[number];

export const LANGFLOW_STARTER_PROJECTS = ['Basic Prompting', 'Memory Chatbot', 'Document Q&A', 'Vector Store RAG', 'Simple Agent', 'Blog Writer'] as const;
export type LangflowStarterProject = (typeof LANGFLOW_STARTER_PROJECTS)[number];

/** A file of this package; in a browser-like test environment Vite serves modules as /@fs/<path>. */
function packageFile(relative: string): string {
  const url = new URL(relative, import.meta.url);
  return url.protocol === 'file:' ? fileURLToPath(url) : decodeURIComponent(url.pathname.replace(/^\/@fs/, ''));
}

/** The file's text, exactly as Langflow wrote it. */
export function langflowStarterProjectText(version: LangflowVersion, name: LangflowStarterProject): string {
  return readFileSync(packageFile(`../langflow/${version}/${name}.json`), 'utf8');
}

/** Files of other Langflow releases, one feature each (langflow/README.md): `<folder>/<name>`. */
export const LANGFLOW_OTHER_FILES = ['1.0/Agent Flow', '1.0/Complex Agent', '1.0/Hierarchical Agent', '1.0/Memory Chatbot', '1.0/Sequential Agent', '1.0/Travel Planning Agents', '1.0/Vector Store RAG', '1.1/Image Sentiment Analysis', '1.1/SaaS Pricing', '1.1/Simple Agent', '1.1/YouTube Transcript Q&A', '1.2/Gmail Agent', '1.2/Graph Vector Store RAG', '1.2/News Aggregator', '1.2/Youtube Analysis', '1.3/Financial Report Parser', '1.3/Gmail Agent', '1.3/Vector Store RAG', '1.4/Diet Analysis', '1.4/Financial Agent', '1.4/Gmail Agent', '1.4/SaaS Pricing', '1.4/Vector Store RAG', '1.4/Youtube Analysis', '1.6/Hybrid Search RAG', '1.6/Invoice Summarizer', '1.6/Meeting Summary', '1.6/News Aggregator', '1.6/Nvidia Remix', '1.6/Pokédex Agent', '1.6/Price Deal Finder', '1.6/Research Agent', '1.6/Research Translation Loop', '1.6/Search agent', '1.6/Sequential Tasks Agents', '1.6/Social Media Agent', '1.6/Travel Planning Agents'];
export type LangflowOtherFile = (typeof LANGFLOW_OTHER_FILES)[number];

/** One of those files' text, exactly as Langflow wrote it. */
export function langflowFileText(file: LangflowOtherFile): string {
  return readFileSync(packageFile(`../langflow/${file}.json`), 'utf8');
}

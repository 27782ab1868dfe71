// The language check of a screen: what the user reads must be in the UI's language. In English no
// Chinese character (Han script) may show; in Chinese no Latin word may show except names from
// ALLOWED_LATIN_WORDS. User data is exempt: whatever a user typed or uploaded (names, messages,
// code, field values) is shown inside an element marked USER_CONTENT_ATTRIBUTE, or in a form field's value.
import type { Page } from 'playwright-core';

export type UiLanguage = 'zh' | 'en';

/** Marks an element whose text is user data (see apps/web and the packages' components). */
export const USER_CONTENT_ATTRIBUTE = 'data-user-content';

/**
 * Latin words a Chinese screen may show: names of formats, protocols and products, model and
 * provider names, units. Compared without case.
 */
export const ALLOWED_LATIN_WORDS = [
  'AI', 'API', 'APIs', 'JSON', 'URL', 'ID', 'MCP', 'Markdown', 'HTTP', 'HTTPS', 'SDK', 'CSV', 'PDF', 'PNG', 'JPG', 'JPEG', 'GIF', 'BMP', 'WEBP', 'ICO', 'SVG',
  'TXT', 'HTML', 'CSS', 'JS', 'JavaScript', 'TypeScript', 'Python', 'cURL', 'Web', 'iframe', 'Token', 'Tokens', 'KB', 'MB', 'GB', 'ms',
  'OpenAI', 'GPT', 'Azure', 'Anthropic', 'Claude', 'DeepSeek', 'Qwen', 'Ollama', 'Gemini', 'Google', 'Mistral', 'Groq', 'Langflow', 'LangChain', 'RAG',
  'SQL', 'Redis', 'PostgreSQL', 'UUID', 'Bearer', 'Key', 'GitHub', 'WeChat', 'Dify', 'Flowise', 'UI', 'Webhook',
  // The data types of the components' ports, identifiers shared with Langflow's flow files.
  'Message', 'Data', 'DataFrame', 'LanguageModel', 'Tool', 'Embeddings', 'Retriever',
  // MCP clients and transports the MCP 集成 tab names.
  'Cursor', 'SSE',
  // The voice provider the voice assistant's settings name.
  'ElevenLabs',
];

/** Names of more than one word or with punctuation (products, files, commands), taken out before the words are read. */
export const ALLOWED_LATIN_NAMES = ['React Flow', 'Claude Desktop', 'Streamable HTTP', 'Node.js', 'mcp-remote', 'claude_desktop_config.json', '.cursor/mcp.json'];

const allowed = new Set(ALLOWED_LATIN_WORDS.map((word) => word.toLowerCase()));
const HAN = /\p{Script=Han}/u;
const MARKUP_TAG = /<\/?[A-Za-z]+>/g;
const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*(?:['’-][A-Za-z]+)*/g;

/** The words of a text that are out of place in the language, one per finding. */
export function impureWords(text: string, language: UiLanguage): string[] {
  if (language === 'en') return HAN.test(text) ? [text] : [];
  // A lone letter is a symbol (x, ×, a shortcut key), not a word.
  // Markup named in a sentence (</body>) is code, not a word.
  const unnamed = ALLOWED_LATIN_NAMES.reduce((rest, name) => rest.split(name).join(' '), text).replace(MARKUP_TAG, ' ');
  return (unnamed.match(LATIN_WORD) ?? []).filter((word) => word.length > 1 && !allowed.has(word.toLowerCase()));
}

/** Every visible UI text of the page (text nodes and shown placeholders) outside user data. */
export function visibleUiTexts(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ attribute }) => {
      // A text area's text is its value (React writes the first value as its text too). Code
      // samples (embed snippets, client configurations) are code in every language.
      const skip = [`[${attribute}]`, 'script', 'style', 'noscript', 'template', 'textarea', 'code', 'pre'].join(',');
      const shown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && element.getClientRects().length > 0;
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent || parent.closest(skip) || !shown(parent)) continue;
        texts.push(text);
      }
      for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
        if (field.value === '' && !field.closest(skip) && shown(field)) texts.push(field.placeholder);
      }
      return texts;
    },
    { attribute: USER_CONTENT_ATTRIBUTE },
  );
}

/** The findings of one screen, as `screen: "text"` lines (empty when the screen is pure). */
export async function languageImpurities(page: Page, screen: string, language: UiLanguage): Promise<string[]> {
  const findings: string[] = [];
  for (const text of await visibleUiTexts(page)) {
    const words = impureWords(text, language);
    if (words.length > 0) findings.push(`${screen}: ${JSON.stringify(text.slice(0, 120))}${language === 'zh' ? ` (${words.join(', ')})` : ''}`);
  }
  return findings;
}

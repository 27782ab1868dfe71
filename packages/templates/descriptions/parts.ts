// Pieces several templates share: the model and embeddings settings (OpenAI preset, key from the
// credential variable), the chat page's greeting and suggestions, and the set-up note.
import { TEMPLATE_API_KEY_VARIABLE } from '../src/templateVariables';
import type { NodeDescription, NoteDescription } from './flowBuilder';

/** A chat model on the OpenAI preset whose key is the credential variable; streaming into Chat Output. */
export function chatModel(key: string, x: number, y: number, values: Record<string, unknown> = {}): NodeDescription {
  return { key, type: 'OpenAIModel', x, y, values: { api_key: TEMPLATE_API_KEY_VARIABLE, stream: true, ...values } };
}

export function embeddingsModel(key: string, x: number, y: number): NodeDescription {
  return { key, type: 'OpenAIEmbeddings', x, y, values: { openai_api_key: TEMPLATE_API_KEY_VARIABLE } };
}

/** The values of the chat page's UI Input: its greeting and suggestion chips. */
export function chatPageValues(greeting: string, suggestions: readonly string[]): Record<string, unknown> {
  return { greeting, suggestions: suggestions.map((name) => ({ name, url: '' })) };
}

/** The English greeting and suggestions of a chat page, as a template's `en.values`. */
export function chatPageEn(greeting: string, suggestions: readonly string[]): Record<string, Record<string, unknown>> {
  return { ui_input: chatPageValues(greeting, suggestions) };
}

/**
 * UI Input -> UI Output: the greeting and suggestion chips the chat page of the published app
 * shows. Returns the nodes and their edge; `y` is the row they sit on.
 */
export function chatPage(greeting: string, suggestions: readonly string[], x: number, y: number): { nodes: NodeDescription[]; edges: Array<[string, string]> } {
  return {
    nodes: [
      { key: 'ui_input', type: 'UIInput', x, y, values: chatPageValues(greeting, suggestions) },
      { key: 'ui_output', type: 'UIOutput', x: x + 450, y },
    ],
    edges: [['ui_input.ui', 'ui_output.ui_config']],
  };
}

export const API_KEY_STEP = `在“全局变量”中新建一个**凭证**类型的变量 \`${TEMPLATE_API_KEY_VARIABLE}\`，值为你的 OpenAI API 密钥，模板即可直接运行。使用 DeepSeek、通义千问等兼容 OpenAI 接口的服务时，在模型组件中换一个服务商（或修改基础 URL 和模型名称），并把密钥变量换成该服务的密钥。`;

export const API_KEY_STEP_EN = `In "Global Variables", create a **Credential** variable \`${TEMPLATE_API_KEY_VARIABLE}\` holding your OpenAI API key, and the template runs as it is. For DeepSeek, Qwen or another service compatible with OpenAI's API, pick another provider in the model component (or change its base URL and model name) and point the key variable at that service's key.`;

export const CHAT_PAGE_STEP = '“聊天界面输入”设置发布后聊天页的开场白和推荐问题。';

export const CHAT_PAGE_STEP_EN = 'The chat UI input sets the greeting and suggested questions of the chat page once the flow is published.';

/** A guide note's Markdown: its title and numbered steps. */
export function guideText(title: string, steps: readonly string[]): string {
  return [`## ${title}`, ...steps.map((step, index) => `${index + 1}. ${step}`)].join('\n\n');
}

/** The note every template starts with: what it does and how to run it (`en.notes.guide` holds its English text). */
export function guideNote(title: string, steps: readonly string[], x: number, y: number, height = 420): NoteDescription {
  return { key: 'guide', x, y, width: 380, height, text: guideText(title, steps), color: 'blue' };
}

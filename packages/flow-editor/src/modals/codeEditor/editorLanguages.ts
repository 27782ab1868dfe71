// What each modal edits, as CodeMirror extensions: chosen by name so the modals need no CodeMirror
// of their own and all of it loads with the editor (LazyCodeEditor).
import { javascript } from '@codemirror/lang-javascript';
import type { Extension } from '@codemirror/state';
import { promptHighlight } from './promptHighlight';

export type EditorLanguage = 'typescript' | 'json' | 'prompt';

export const EDITOR_LANGUAGES: Record<EditorLanguage, Extension> = {
  // Components are TypeScript modules built with defineComponent.
  typescript: javascript({ typescript: true }),
  // A JSON document is a JavaScript expression, so the JavaScript grammar highlights it.
  json: javascript(),
  prompt: promptHighlight,
};

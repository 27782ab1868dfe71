// A CodeMirror 6 editor for the modals: line numbers, bracket matching and closing, undo history,
// and the theme of Mantine's current colour scheme. It is uncontrolled: the document starts as
// `initialValue` and every edit is reported through `onChange` (each modal opening mounts it anew).
import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, indentOnInput } from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { Box, useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { EDITOR_LANGUAGES, type EditorLanguage } from './editorLanguages';
import { editorTheme } from './editorTheme';

export interface CodeEditorProps {
  initialValue: string;
  onChange?(value: string): void;
  readonly?: boolean;
  /** What is edited: its highlighting (a prompt's variables, TypeScript, JSON). */
  language: EditorLanguage;
  /** The accessible name of the editing area. */
  label: string;
  /** CSS height of the editor. */
  height?: string;
}

const editingSetup: Extension = [
  lineNumbers(),
  highlightActiveLineGutter(),
  highlightActiveLine(),
  history(),
  drawSelection(),
  indentOnInput(),
  bracketMatching(),
  closeBrackets(),
  EditorView.lineWrapping,
  keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap]),
];

export function CodeEditor({ initialValue, onChange, readonly = false, language, label, height = '60vh' }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const theme = useRef(new Compartment());
  const changed = useRef(onChange);
  changed.current = onChange;
  const dark = useComputedColorScheme('light') === 'dark';
  const darkAtMount = useRef(dark);

  // Created once per mount; the document is the editor's own from then on.
  useEffect(() => {
    const state = EditorState.create({
      doc: initialValue,
      extensions: [
        editingSetup,
        theme.current.of(editorTheme(darkAtMount.current)),
        EditorState.readOnly.of(readonly),
        EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', ...(readonly ? { 'aria-readonly': 'true' } : {}) }),
        EditorView.theme({ '&': { height: '100%' } }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) changed.current?.(update.state.doc.toString());
        }),
        EDITOR_LANGUAGES[language],
      ],
    });
    view.current = new EditorView({ state, parent: host.current! });
    return () => {
      view.current?.destroy();
      view.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the editor keeps its own document after mounting
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: theme.current.reconfigure(editorTheme(dark)) });
  }, [dark]);

  return <Box ref={host} h={height} data-testid="code-editor" />;
}

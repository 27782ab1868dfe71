// Test helpers: the CodeMirror editor behind an accessible name (once it has loaded: the modals load
// it lazily), and typing into it the way a user edit arrives (one transaction replacing the document).
import { EditorView } from '@codemirror/view';
import { screen } from '@testing-library/react';
import { act } from 'react';

export async function editorView(label: string): Promise<EditorView> {
  const view = EditorView.findFromDOM(await screen.findByRole('textbox', { name: label }));
  if (!view) throw new Error(`no editor named ${label}`);
  return view;
}

export async function replaceEditorText(label: string, text: string): Promise<void> {
  const view = await editorView(label);
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.type' }));
}

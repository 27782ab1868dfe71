// Test helpers: the CodeMirror editor behind an accessible name, and typing into it the way a user
// edit arrives (one transaction replacing the document).
import { EditorView } from '@codemirror/view';
import { screen } from '@testing-library/react';
import { act } from 'react';

export function editorView(label: string): EditorView {
  const view = EditorView.findFromDOM(screen.getByRole('textbox', { name: label }));
  if (!view) throw new Error(`no editor named ${label}`);
  return view;
}

export function replaceEditorText(label: string, text: string) {
  const view = editorView(label);
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.type' }));
}

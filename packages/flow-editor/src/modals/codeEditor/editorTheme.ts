// The CodeMirror look for Mantine's light and dark colour schemes: colours come from Mantine's CSS
// variables, so the editor matches the dialog around it.
import { HighlightStyle, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import type { Extension } from '@codemirror/state';
import { tags } from '@lezer/highlight';

const frame = {
  '&': {
    color: 'var(--mantine-color-text)',
    backgroundColor: 'var(--mantine-color-body)',
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: 'var(--mantine-radius-sm)',
    fontSize: 'var(--mantine-font-size-sm)',
  },
  '&.cm-focused': { outline: '1px solid var(--mantine-primary-color-filled)' },
  '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)', overflow: 'auto' },
  '.cm-gutters': {
    backgroundColor: 'var(--mantine-color-default)',
    color: 'var(--mantine-color-dimmed)',
    borderRight: '1px solid var(--mantine-color-default-border)',
  },
  '.cm-activeLineGutter': { backgroundColor: 'var(--mantine-color-default-hover)' },
  '.cm-matchingBracket': { backgroundColor: 'var(--mantine-primary-color-light)', outline: 'none' },
  '.cm-prompt-variable': {
    color: 'var(--mantine-primary-color-filled)',
    fontWeight: '600',
  },
};

/** Highlighting for dark backgrounds (CodeMirror's default style is made for light ones). */
const darkHighlightStyle = HighlightStyle.define([
  { tag: tags.keyword, color: '#c792ea' },
  { tag: [tags.name, tags.deleted, tags.character, tags.macroName], color: '#e2e8f0' },
  { tag: [tags.propertyName], color: '#82aaff' },
  { tag: [tags.function(tags.variableName), tags.labelName], color: '#82aaff' },
  { tag: [tags.color, tags.constant(tags.name), tags.standard(tags.name)], color: '#f78c6c' },
  { tag: [tags.definition(tags.name), tags.separator], color: '#e2e8f0' },
  { tag: [tags.typeName, tags.className, tags.number, tags.changed, tags.annotation, tags.modifier, tags.self, tags.namespace], color: '#ffcb6b' },
  { tag: [tags.operator, tags.operatorKeyword, tags.url, tags.escape, tags.regexp, tags.link, tags.special(tags.string)], color: '#89ddff' },
  { tag: [tags.meta, tags.comment], color: '#7f8c98', fontStyle: 'italic' },
  { tag: tags.strong, fontWeight: 'bold' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.link, textDecoration: 'underline' },
  { tag: [tags.atom, tags.bool, tags.special(tags.variableName)], color: '#f78c6c' },
  { tag: [tags.processingInstruction, tags.string, tags.inserted], color: '#c3e88d' },
  { tag: tags.invalid, color: '#ff5370' },
]);

export function editorTheme(dark: boolean): Extension {
  return [EditorView.theme(frame, { dark }), syntaxHighlighting(dark ? darkHighlightStyle : defaultHighlightStyle, { fallback: true })];
}

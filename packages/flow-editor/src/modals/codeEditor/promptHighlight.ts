// CodeMirror extension marking each `{variable}` of a prompt (class cm-prompt-variable), with the
// same reading as promptVariableRanges so doubled braces stay plain text.
import { RangeSetBuilder } from '@codemirror/state';
import { Decoration, type DecorationSet, type EditorView, ViewPlugin, type ViewUpdate } from '@codemirror/view';
import { promptVariableRanges } from '../prompt/promptVariables';

const variableMark = Decoration.mark({ class: 'cm-prompt-variable' });

function decorate(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  for (const { from, to } of promptVariableRanges(view.state.doc.toString())) builder.add(from, to, variableMark);
  return builder.finish();
}

export const promptHighlight = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = decorate(view);
    }
    update(update: ViewUpdate) {
      if (update.docChanged) this.decorations = decorate(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

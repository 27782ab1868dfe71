// The canvas's keyboard shortcuts (spec/3 section 9; the keys are in shortcuts.ts). Keys typed in
// a text field, a code editor or an open dialog are theirs, not the canvas's. Copy also puts the
// nodes on the system clipboard as JSON, and paste takes flow JSON from there first.
import { isGroupNode } from '@app/flow-graph';
import { useEffect, useRef } from 'react';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useFlowStoreApi, type FlowStore } from '../store/FlowStoreProvider';
import { asWorkflowNodes, isEditorGenericNode } from '../store/graph';
import { selectOutdatedNodeIds } from '../store/outdated';
import type { AddResult } from '../store/types';
import { matchShortcut, type CanvasShortcutAction } from './shortcuts';
import { flowFromClipboardText, writeFlowToClipboard } from './systemClipboard';
import { useRuleText } from './useRuleText';
import { useUpdateComponents } from './useUpdateComponents';

/** What the page does for the shortcuts that reach beyond the canvas; a shortcut without its handler does nothing. */
export interface CanvasShortcutHandlers {
  onSave?(): void;
  /** `/`: the sidebar's component search. */
  onOpenSearch?(): void;
  onToggleSidebar?(): void;
  /** mod+j: export the flow. */
  onDownload?(): void;
}

/** Actions that change the graph; a locked canvas ignores them. */
const EDITING: ReadonlySet<CanvasShortcutAction> = new Set(['cut', 'paste', 'duplicate', 'delete', 'undo', 'redo', 'group', 'minimize', 'update', 'toolMode']);

/** Where keys belong to what is being typed in, or to a dialog over the canvas. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable="true"], .cm-editor, [role="dialog"]') !== null;
}

function selectedNodes(store: FlowStore) {
  return store.getState().nodes.filter((node) => node.selected);
}

/** The one selected component (minimize acts on it). */
function singleSelectedComponent(store: FlowStore) {
  const selected = selectedNodes(store);
  const node = selected.length === 1 ? selected[0] : undefined;
  return node && isEditorGenericNode(node) ? node : undefined;
}

/** `enabled`: false on a read-only canvas, which answers no keys. */
export function useCanvasShortcuts(handlers: CanvasShortcutHandlers = {}, enabled = true): void {
  const store = useFlowStoreApi();
  const { notify } = useFlowEditor();
  const ruleText = useRuleText();
  const updateComponents = useUpdateComponents();
  // The latest handlers and helpers, read when a key arrives, so the listener is attached once.
  const latest = useRef({ handlers, notify, ruleText, updateComponents });
  latest.current = { handlers, notify, ruleText, updateComponents };

  useEffect(() => {
    if (!enabled) return;
    let pendingPaste: number | undefined;
    const refused = (result: AddResult | { ok: true }) => {
      if (!result.ok) latest.current.notify({ kind: 'notice', title: latest.current.ruleText(result) });
    };
    /** Runs an action; false when it does not apply, so the browser keeps the key. */
    const run = (action: CanvasShortcutAction): boolean => {
      const state = store.getState();
      const { handlers: on } = latest.current;
      switch (action) {
        case 'copy': {
          const data = state.copySelection();
          if (data) writeFlowToClipboard(data);
          return data !== null;
        }
        case 'cut': {
          const data = state.cutSelection();
          if (data) writeFlowToClipboard(data);
          return data !== null;
        }
        case 'paste':
          // The browser follows the key with a paste event carrying the system clipboard (below);
          // where it sends none (nothing editable has focus in some browsers) the store's copy is pasted.
          window.clearTimeout(pendingPaste);
          pendingPaste = window.setTimeout(() => store.getState().paste(), 0);
          return false;
        case 'duplicate':
          state.duplicate();
          return true;
        case 'delete':
          state.deleteSelection();
          return true;
        case 'undo':
          state.undo();
          return true;
        case 'redo':
          state.redo();
          return true;
        case 'group': {
          const selected = selectedNodes(store);
          const only = selected.length === 1 ? selected[0] : undefined;
          // mod+g on a group takes it apart again.
          if (only && isGroupNode(asWorkflowNodes([only])[0]!)) state.ungroup(only.id);
          else refused(state.groupSelection());
          return true;
        }
        case 'minimize': {
          const node = singleSelectedComponent(store);
          if (!node) return false;
          refused(state.setMinimized(node.id, node.data.showNode !== false));
          return true;
        }
        case 'update': {
          const outdated = selectOutdatedNodeIds(state);
          const selected = new Set(selectedNodes(store).map((node) => node.id));
          const chosen = outdated.some((id) => selected.has(id)) ? outdated.filter((id) => selected.has(id)) : outdated;
          if (chosen.length > 0) void latest.current.updateComponents(chosen);
          return true;
        }
        case 'save':
          on.onSave?.();
          return on.onSave !== undefined;
        case 'search':
          on.onOpenSearch?.();
          return on.onOpenSearch !== undefined;
        case 'toggleSidebar':
          on.onToggleSidebar?.();
          return on.onToggleSidebar !== undefined;
        case 'download':
          on.onDownload?.();
          return on.onDownload !== undefined;
        // The selected node's toolbar owns its shortcuts (parameters, docs, save component, tool mode).
        case 'advanced':
        case 'docs':
        case 'saveComponent':
        case 'toolMode':
          return false;
      }
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || isTypingTarget(event.target)) return;
      const action = matchShortcut(event);
      if (!action || (store.getState().locked && EDITING.has(action))) return;
      // Copying text the user selected on the page stays the browser's copy.
      if ((action === 'copy' || action === 'cut') && !(window.getSelection()?.isCollapsed ?? true)) return;
      if (run(action)) event.preventDefault();
    };

    const onPaste = (event: ClipboardEvent) => {
      if (isTypingTarget(event.target) || store.getState().locked) return;
      window.clearTimeout(pendingPaste);
      const data = flowFromClipboardText(event.clipboardData?.getData('text/plain') ?? '');
      const pasted = data ? store.getState().paste({ data }) : store.getState().paste();
      if (pasted.length > 0) event.preventDefault();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('paste', onPaste);
    return () => {
      window.clearTimeout(pendingPaste);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('paste', onPaste);
    };
  }, [store, enabled]);
}

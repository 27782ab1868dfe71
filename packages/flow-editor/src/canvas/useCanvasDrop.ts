// Dropping onto the canvas (spec/3 section 5, Dropping): a component from the sidebar is added at
// the drop point, JSON flow files paste their graph there, anything else is refused with an error.
import { useReactFlow, type XYPosition } from '@xyflow/react';
import { useCallback, useRef, type DragEvent } from 'react';
import { useEditorTranslation } from '../context/EditorTexts';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { readFlowFile } from '../io';
import { useFlowStoreApi } from '../store/FlowStoreProvider';
import { dragKind, readComponentDrag } from './componentDrag';
import { isTypingTarget } from './useCanvasShortcuts';
import { useRuleText } from './useRuleText';

/** Dropped files are taken at most once a second (spec/3 section 9, file drop throttle). */
export const FILE_DROP_THROTTLE_MS = 1000;

export interface CanvasDrop {
  onDragOver(event: DragEvent): void;
  onDrop(event: DragEvent): void;
}

export function useCanvasDrop(): CanvasDrop {
  const store = useFlowStoreApi();
  const { notify } = useFlowEditor();
  const { t } = useEditorTranslation('canvas');
  const ruleText = useRuleText();
  const { screenToFlowPosition } = useReactFlow();
  const lastFileDrop = useRef(Number.NEGATIVE_INFINITY);

  const importFiles = useCallback(
    async (files: File[], position: XYPosition) => {
      for (const file of files) {
        const result = await readFlowFile(file, 'any');
        if (!result.ok) {
          notify({ kind: 'error', title: t('workspace:import.failed'), list: [t(`workspace:import.${result.problem}`)] });
          continue;
        }
        for (const flow of result.flows) if (flow.data) store.getState().paste({ data: flow.data, position });
        notify({ kind: 'success', title: t('workspace:import.success') });
      }
    },
    [store, notify, t],
  );

  const onDragOver = useCallback((event: DragEvent) => {
    if (isTypingTarget(event.target)) return;
    // Accepting every drag lets the drop of an unknown one be refused with a message.
    event.preventDefault();
    event.dataTransfer.dropEffect = dragKind(event.dataTransfer) === 'files' ? 'copy' : 'move';
  }, []);

  const onDrop = useCallback(
    (event: DragEvent) => {
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      const position = screenToFlowPosition({ x: event.clientX, y: event.clientY });
      const kind = dragKind(event.dataTransfer);
      const component = kind === 'component' ? readComponentDrag(event.dataTransfer) : null;
      if (component) {
        const result = store.getState().addComponent(component.type, position, component.node);
        if (!result.ok) notify({ kind: 'notice', title: ruleText(result) });
        return;
      }
      if (kind === 'files' && event.dataTransfer.files.length > 0) {
        if (Date.now() - lastFileDrop.current < FILE_DROP_THROTTLE_MS) return;
        lastFileDrop.current = Date.now();
        void importFiles(Array.from(event.dataTransfer.files), position);
        return;
      }
      notify({ kind: 'error', title: t('drop.refused'), list: [t('drop.hint')] });
    },
    [store, notify, t, ruleText, screenToFlowPosition, importFiles],
  );

  return { onDragOver, onDrop };
}

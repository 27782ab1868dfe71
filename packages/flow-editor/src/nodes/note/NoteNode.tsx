// A note on the canvas (spec/3 sections 3-5): markdown shown sanitized; double-click edits the
// text, Escape or leaving the text area goes back to display; at most NOTE_MAX_LENGTH characters,
// with a counter from 100 before the limit (error-coloured at it); a colour picker in the toolbar
// and a resizer that keeps the minimum size.
import { DEFAULT_NOTE_COLOR, NOTE_MAX_LENGTH, NOTE_MIN_SIZE } from '@app/flow-graph';
import { Box, Text, Textarea, Typography } from '@mantine/core';
import { NodeResizer, type NodeProps } from '@xyflow/react';
import { memo, useState } from 'react';
import { useEditorTranslation } from '../../context/EditorTexts';
import { LazyMarkdown } from '../../markdown/LazyMarkdown';
import { useFlowStoreApi } from '../../store/FlowStoreProvider';
import type { EditorNoteNode } from '../../store/types';
import { useNoteNode } from '../nodeSelectors';
import { SelectedNodeToolbar } from '../SelectedNodeToolbar';
import { NoteColorPicker } from './NoteColorPicker';
import { noteBackground } from './noteColors';

/** The counter appears this many characters before the limit. */
export const NOTE_COUNTER_FROM = NOTE_MAX_LENGTH - 100;

function NoteNodeView({ id, selected = false }: NodeProps<EditorNoteNode>) {
  const { t } = useEditorTranslation('nodes');
  const store = useFlowStoreApi();
  const note = useNoteNode(id);
  const [editing, setEditing] = useState(false);
  if (!note) return null;

  const text = note.data.node.description;
  const color = note.data.node.template.backgroundColor ?? DEFAULT_NOTE_COLOR;
  return (
    <>
      <SelectedNodeToolbar selected={selected}>
        <NoteColorPicker value={color} onChange={(next) => store.getState().setNoteColor(id, next)} />
      </SelectedNodeToolbar>
      <NodeResizer
        isVisible={selected}
        minWidth={NOTE_MIN_SIZE}
        minHeight={NOTE_MIN_SIZE}
        // Called before ReactFlow applies the size, so the first call of a gesture records the
        // size before it for undo; the store makes the whole gesture one step.
        onResize={(_event, size) => store.getState().resizeNote(id, { width: size.width, height: size.height })}
      />
      <Box
        role="note"
        aria-label={t('note.label')}
        data-color={color}
        p="md"
        style={{
          width: '100%',
          height: '100%',
          minWidth: NOTE_MIN_SIZE,
          minHeight: NOTE_MIN_SIZE,
          display: 'flex',
          flexDirection: 'column',
          borderRadius: 'var(--mantine-radius-md)',
          background: noteBackground(color),
          border: color === 'transparent' ? '1px dashed var(--mantine-color-default-border)' : undefined,
          boxShadow: selected ? '0 0 0 2px var(--mantine-primary-color-filled)' : 'var(--mantine-shadow-xs)',
        }}
        onDoubleClick={() => setEditing(true)}
      >
        {editing ? (
          <>
            <Textarea
              aria-label={t('note.editor')}
              className="nodrag nowheel"
              autoFocus
              value={text}
              maxLength={NOTE_MAX_LENGTH}
              onChange={(event) => store.getState().setNoteText(id, event.currentTarget.value)}
              onBlur={() => setEditing(false)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.stopPropagation();
                  setEditing(false);
                }
              }}
              variant="unstyled"
              style={{ flex: 1, display: 'flex', flexDirection: 'column' }}
              styles={{ wrapper: { flex: 1 }, input: { height: '100%', background: 'transparent' } }}
            />
            {text.length >= NOTE_COUNTER_FROM && (
              <Text size="xs" ta="right" c={text.length >= NOTE_MAX_LENGTH ? 'red' : 'dimmed'} data-testid="note-counter">
                {t('note.counter', { count: text.length, max: NOTE_MAX_LENGTH })}
              </Text>
            )}
          </>
        ) : text ? (
          <Typography className="nowheel" style={{ flex: 1, overflow: 'auto', fontSize: 'var(--mantine-font-size-sm)' }} data-user-content>
            <LazyMarkdown text={text} />
          </Typography>
        ) : (
          <Text size="sm" c="dimmed">
            {t('note.placeholder')}
          </Text>
        )}
      </Box>
    </>
  );
}

export const NoteNode = memo(NoteNodeView);

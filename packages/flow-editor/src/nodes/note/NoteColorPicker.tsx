// The note toolbar's colour picker: one swatch per palette colour, the current one marked.
import { NOTE_COLORS, type NoteColor } from '@app/flow-graph';
import { ColorSwatch, Group, Paper, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEditorTranslation } from '../../context/EditorTexts';
import { noteSwatch } from './noteColors';

export interface NoteColorPickerProps {
  value: NoteColor;
  onChange(color: NoteColor): void;
}

export function NoteColorPicker({ value, onChange }: NoteColorPickerProps) {
  const { t } = useEditorTranslation('nodes');
  return (
    <Paper shadow="sm" radius="md" p={4} withBorder className="nodrag" role="toolbar" aria-label={t('note.color')}>
      <Group gap={4} wrap="nowrap">
        {NOTE_COLORS.map((color) => (
          <UnstyledButton key={color} aria-label={t(`note.colors.${color}`)} aria-pressed={color === value} title={t(`note.colors.${color}`)} onClick={() => onChange(color)}>
            <ColorSwatch color={noteSwatch(color)} size={20} withShadow={color !== 'transparent'} style={{ border: '1px solid var(--mantine-color-default-border)' }}>
              {color === value && <IconCheck size={12} aria-hidden />}
            </ColorSwatch>
          </UnstyledButton>
        ))}
      </Group>
    </Paper>
  );
}

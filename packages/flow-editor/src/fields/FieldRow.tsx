// A field's row in a node: its label with the required asterisk and the info tooltip, then the editor.
import { Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useEditorTranslation } from '../context/EditorTexts';
import { DeferredTooltip } from '../shared/DeferredTooltip';

export interface FieldRowProps {
  label: string;
  required?: boolean;
  /** The field's `info`, shown in a tooltip on the icon beside the label. */
  info?: string;
  children?: ReactNode;
}

export function FieldRow({ label, required = false, info, children }: FieldRowProps) {
  const { t } = useEditorTranslation('fields');
  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap">
        <Text size="xs" fw={500} truncate>
          {label}
          {required && (
            <Text span c="red" aria-hidden>
              {' *'}
            </Text>
          )}
        </Text>
        {info && (
          <DeferredTooltip label={info} multiline maw={280} withinPortal>
            <IconInfoCircle size={12} aria-label={t('info')} role="img" style={{ flexShrink: 0, color: 'var(--mantine-color-dimmed)' }} />
          </DeferredTooltip>
        )}
      </Group>
      {children}
    </Stack>
  );
}

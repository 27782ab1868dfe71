// A model's reasoning, collapsible: open with 思考中... while it streams, folded once finished.
import { Box, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { IconBulb, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ThinkingBlockProps {
  text: string;
  finished: boolean;
}

export function ThinkingBlock({ text, finished }: ThinkingBlockProps) {
  const { t } = useTranslation('chat');
  // Follows the stream until the user chooses: open while thinking, closed when done.
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = choice ?? !finished;
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Box my="xs" pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
      <UnstyledButton aria-expanded={open} onClick={() => setChoice(!open)}>
        <Group gap={4}>
          {finished ? <IconBulb size={14} /> : <Loader size={12} type="dots" />}
          <Text size="xs" c="dimmed">
            {finished ? t('thinking.finished') : t('thinking.running')}
          </Text>
          <Chevron size={12} />
        </Group>
      </UnstyledButton>
      {open && (
        <Text size="sm" c="dimmed" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {text}
        </Text>
      )}
    </Box>
  );
}

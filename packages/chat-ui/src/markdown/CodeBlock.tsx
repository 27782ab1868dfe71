// A fenced code block with its language and a copy button. A ```latex fence (often a whole document
// rather than one formula) stays copyable code under the 公式 label; ```math is typeset instead.
import { Box, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyAction } from '../shared/CopyAction';

export interface CodeBlockProps {
  code: string;
  language?: string;
}

export function CodeBlock({ code, language = '' }: CodeBlockProps) {
  const { t } = useTranslation('chat');
  const label = language === 'latex' ? t('markdown.math') : language;
  return (
    <Paper withBorder radius="sm" my="xs" data-testid="code-block">
      <Group justify="space-between" px="xs" py={2} bg="var(--mantine-color-default-hover)">
        <Text size="xs" c="dimmed" ff="monospace">
          {label}
        </Text>
        <CopyAction text={code} label={t('markdown.copyCode')} />
      </Group>
      <Box component="pre" m={0} p="xs" fz="sm" style={{ overflowX: 'auto', whiteSpace: 'pre' }}>
        <code>{code}</code>
      </Box>
    </Paper>
  );
}

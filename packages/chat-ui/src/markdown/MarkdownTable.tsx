// A markdown table with a button that exports what it shows as CSV.
import { ActionIcon, Box, Group, Tooltip } from '@mantine/core';
import { IconTableExport } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';
import { useTranslation } from 'react-i18next';
import { hastTableRows, type HastNode } from './hast';
import { downloadCsv, toCsv } from './tableCsv';

export const CSV_FILE_NAME = 'table.csv';

export function MarkdownTable({ node, ...props }: ComponentProps<'table'> & ExtraProps) {
  const { t } = useTranslation('chat');
  const exportCsv = () => downloadCsv(toCsv(hastTableRows(node as HastNode | undefined)), CSV_FILE_NAME);
  return (
    <Box my="xs">
      <Group justify="flex-end" mb={2}>
        <Tooltip label={t('markdown.exportCsv')} withinPortal={false}>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('markdown.exportCsv')} onClick={exportCsv}>
            <IconTableExport size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Box style={{ overflowX: 'auto' }}>
        <table {...props} />
      </Box>
    </Box>
  );
}

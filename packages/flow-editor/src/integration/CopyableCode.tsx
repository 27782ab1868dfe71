// A block of code (or a link) with its copy button; what is copied may differ from what is shown:
// the full key fetched at copy time instead of the masked one on screen.
import { ActionIcon, Box, Code, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useCopy } from './useCopy';

export interface CopyableCodeProps {
  code: string;
  copyLabel: string;
  /** The text to copy (default: the code shown). */
  copyText?: () => Promise<string>;
  /** The accessible name of the block. */
  label: string;
}

export function CopyableCode({ code, copyLabel, copyText, label }: CopyableCodeProps) {
  const copy = useCopy();
  return (
    <Box pos="relative">
      <Code block aria-label={label} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', paddingRight: 48 }}>
        {code}
      </Code>
      <Tooltip label={copyLabel}>
        <ActionIcon variant="default" aria-label={copyLabel} onClick={() => void copy.text(copyText ?? code)} pos="absolute" top={8} right={8}>
          <IconCopy size={16} />
        </ActionIcon>
      </Tooltip>
    </Box>
  );
}

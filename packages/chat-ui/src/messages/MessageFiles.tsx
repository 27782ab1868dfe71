// The files sent with a message: pictures shown, other files as named chips (links when the app
// says where files are served).
import { Anchor, Group, Image, Paper, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { shortFileName } from '../input/attachmentRules';
import { fileName, isImagePath } from './messageParts';

export interface MessageFilesProps {
  files: readonly string[];
  fileUrl?(path: string): string;
}

export function MessageFiles({ files, fileUrl }: MessageFilesProps) {
  return (
    <Group gap="xs">
      {files.map((path) => {
        const name = fileName(path);
        const url = fileUrl?.(path);
        if (url && isImagePath(path)) return <Image key={path} src={url} alt={name} radius="sm" h={120} w="auto" fit="contain" />;
        const label = (
          <Group gap={4} wrap="nowrap">
            <IconFile size={14} />
            <Text size="xs" title={name}>
              {shortFileName(name)}
            </Text>
          </Group>
        );
        return (
          <Paper key={path} withBorder radius="sm" px="xs" py={4}>
            {url ? (
              <Anchor href={url} target="_blank" rel="noopener noreferrer" c="inherit" underline="never">
                {label}
              </Anchor>
            ) : (
              label
            )}
          </Paper>
        );
      })}
    </Group>
  );
}

import { Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconApps } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What a list without apps shows: its text and an optional hint. */
export function EmptyApps({ text, hint }: { text: string; hint?: ReactNode }) {
  return (
    <Center py={80}>
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconApps size={28} />
        </ThemeIcon>
        <Text c="dimmed">{text}</Text>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
    </Center>
  );
}

import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled line of the account settings. */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="center" mih={36}>
      <Text size="sm" c="dimmed" w={72} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </Group>
  );
}

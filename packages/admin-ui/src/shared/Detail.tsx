import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a detail drawer; `userContent` marks a text value as user data (a name, a description). */
export function Detail({ label, userContent = false, children }: { label: string; userContent?: boolean; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" mb={2}>
        {label}
      </Text>
      {typeof children === 'string' ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-user-content={userContent ? '' : undefined}>
          {children}
        </Text>
      ) : (
        children
      )}
    </div>
  );
}

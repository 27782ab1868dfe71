import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a detail drawer. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" mb={2}>
        {label}
      </Text>
      {typeof children === 'string' ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {children}
        </Text>
      ) : (
        children
      )}
    </div>
  );
}

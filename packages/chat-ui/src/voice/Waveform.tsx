// The microphone level as 30 bars (spec/2 section 9), newest on the right.
import { Box, Group } from '@mantine/core';

export function Waveform({ bars, active, label }: { bars: readonly number[]; active: boolean; label: string }) {
  return (
    <Group gap={2} h={40} align="center" justify="center" wrap="nowrap" role="img" aria-label={label} data-testid="voice-waveform">
      {bars.map((height, index) => (
        <Box
          // The bars are positions, not items: a bar's place is its identity.
          key={index}
          w={4}
          h={`${Math.round(height * 100)}%`}
          bg={active ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-5)'}
          style={{ borderRadius: 2, transition: 'height 50ms linear' }}
        />
      ))}
    </Group>
  );
}

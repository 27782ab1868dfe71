import { Button, FocusTrap, Group, Overlay, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClockExclamation, IconServerOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type HealthFailure = 'down' | 'timeout';

const content = {
  down: { Icon: IconServerOff, title: 'health.downTitle', message: 'health.downMessage' },
  timeout: { Icon: IconClockExclamation, title: 'health.timeoutTitle', message: 'health.timeoutMessage' },
} as const;

interface HealthModalProps {
  failure: HealthFailure;
  opened: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * Cannot be dismissed: the console is unusable until the server answers again. Drawn with an
 * overlay and a focus trap rather than Mantine's Modal: it is in the first page's bundle (a down
 * server cannot send a chunk loaded on demand), and Modal brings portals, scroll areas and
 * floating-ui that the sign-in page does not otherwise need.
 */
export function HealthModal({ failure, opened, retrying, onRetry }: HealthModalProps) {
  const { t } = useTranslation('shell');
  if (!opened) return null;
  const { Icon, title, message } = content[failure];
  return (
    <Overlay fixed center backgroundOpacity={0.6} blur={2}>
      <FocusTrap active>
        <Paper role="dialog" aria-modal="true" aria-labelledby="health-modal-title" shadow="xl" radius="md" p="lg" w={380} maw="calc(100vw - 32px)">
          <Stack align="center" gap="md" py="sm" data-health-failure={failure}>
            <ThemeIcon size={56} radius="xl" variant="light" color={failure === 'down' ? 'red' : 'orange'}>
              <Icon size={32} stroke={1.5} />
            </ThemeIcon>
            <Text id="health-modal-title" fw={600} size="lg" ta="center">
              {t(title)}
            </Text>
            <Text c="dimmed" size="sm" ta="center">
              {t(message)}
            </Text>
            <Group justify="center">
              <Button onClick={onRetry} loading={retrying} data-autofocus>
                {t('common:retry')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </FocusTrap>
    </Overlay>
  );
}

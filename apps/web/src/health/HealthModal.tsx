import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
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

/** Cannot be dismissed: the console is unusable until the server answers again. */
export function HealthModal({ failure, opened, retrying, onRetry }: HealthModalProps) {
  const { t } = useTranslation('shell');
  const { Icon, title, message } = content[failure];
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="sm"
      aria-labelledby="health-modal-title"
    >
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
          <Button onClick={onRetry} loading={retrying}>
            {t('common:retry')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function ResetSuccess({ onBackToLogin }: { onBackToLogin(): void }) {
  const { t } = useTranslation('auth');
  return (
    <Stack align="center" gap="md" py="md">
      <ThemeIcon color="teal" variant="light" size={64} radius="xl">
        <IconCircleCheck size={40} stroke={1.6} />
      </ThemeIcon>
      <Title order={2}>{t('resetSuccess.title')}</Title>
      <Text c="dimmed" size="sm" ta="center">
        {t('resetSuccess.message')}
      </Text>
      <Button fullWidth size="md" onClick={onBackToLogin}>
        {t('resetSuccess.backToLogin')}
      </Button>
    </Stack>
  );
}

import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMoodSad } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

function restartAtRoot() {
  window.location.assign('/');
}

export function CrashScreen({ onRestart = restartAtRoot }: { onRestart?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="lg" maw={480} role="alert">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconMoodSad size={40} stroke={1.5} />
        </ThemeIcon>
        <Text size="lg" ta="center">
          {t('unexpectedError')}
        </Text>
        <Button onClick={onRestart}>{t('restart')}</Button>
      </Stack>
    </Center>
  );
}

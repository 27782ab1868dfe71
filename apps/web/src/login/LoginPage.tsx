import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { BrandMark } from '../layout/Logo';
import { LoginForm } from './LoginForm';
import { MarketingPanel } from './MarketingPanel';

export function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <Box mih="100vh" style={{ display: 'flex' }}>
      <Box visibleFrom="md" style={{ flex: '0 0 46%' }}>
        <MarketingPanel />
      </Box>
      <Stack flex={1} p="lg" gap={0} bg="var(--mantine-color-body)">
        <Group justify="space-between">
          <BrandMark />
          <LanguageSwitch />
        </Group>
        <Center flex={1}>
          <Paper w="100%" maw={400} p="xl" radius="lg" withBorder shadow="sm">
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={2}>{t('login.title')}</Title>
                <Text c="dimmed" size="sm">
                  {t('login.subtitle')}
                </Text>
              </Stack>
              <LoginForm />
            </Stack>
          </Paper>
        </Center>
      </Stack>
    </Box>
  );
}

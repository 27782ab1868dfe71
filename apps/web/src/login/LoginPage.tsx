import { Box, Center, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServerInfo } from '../app/services';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { LOGIN_PLACEMENT, useNotificationPlacement } from '../notifications/notificationPlacement';
import { BrandMark } from '../layout/Logo';
import { LoginForm } from './LoginForm';
import { MarketingPanel } from './MarketingPanel';
import { RegisterForm } from './register/RegisterForm';
import { PasswordResetFlow } from './reset/PasswordResetFlow';
import { ResetSuccess } from './reset/ResetSuccess';
import { StepHeader } from './StepHeader';
import { useLoginStep } from './useLoginStep';

function LoginSteps() {
  const { t } = useTranslation('auth');
  const [step, go] = useLoginStep();
  const registrationOpen = useServerInfo((s) => s.config?.registration_mode !== 'closed');
  const backToLogin = () => go('backToLogin');

  switch (step) {
    case 'register':
      return <RegisterForm onBackToLogin={backToLogin} />;
    case 'findPassword':
    case 'setPassword':
      return <PasswordResetFlow step={step} onVerified={() => go('codeVerified')} onReset={() => go('passwordReset')} onBackToLogin={backToLogin} />;
    case 'resetSuccess':
      return <ResetSuccess onBackToLogin={backToLogin} />;
    case 'login':
      return (
        <Stack gap="lg">
          <StepHeader title={t('login.title')} subtitle={t('login.subtitle')} />
          <LoginForm onForgotPassword={() => go('forgotPassword')} onRegister={registrationOpen ? () => go('register') : undefined} />
        </Stack>
      );
  }
}

export function LoginPage() {
  useNotificationPlacement(LOGIN_PLACEMENT);
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
        <Center flex={1} py="lg">
          <Paper w="100%" maw={440} p="xl" radius="lg" withBorder shadow="sm">
            <LoginSteps />
          </Paper>
        </Center>
      </Stack>
    </Box>
  );
}

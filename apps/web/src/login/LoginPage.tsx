import { Box, Center, Group, Loader, Paper, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerInfo } from '../app/services';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { LOGIN_PLACEMENT, useNotificationPlacement } from '../notifications/notificationPlacement';
import { BrandMark } from '../layout/BrandMark';
import { LoginForm } from './LoginForm';
import { MarketingPanel } from './MarketingPanel';
import { StepHeader } from './StepHeader';
import { useLoginStep } from './useLoginStep';

// The other steps load when first shown: the sign-in form is what the page opens with.
const RegisterForm = lazy(() => import('./register/RegisterForm').then((m) => ({ default: m.RegisterForm })));
const PasswordResetFlow = lazy(() => import('./reset/PasswordResetFlow').then((m) => ({ default: m.PasswordResetFlow })));
const ResetSuccess = lazy(() => import('./reset/ResetSuccess').then((m) => ({ default: m.ResetSuccess })));

function StepLoader() {
  const { t } = useTranslation('common');
  return (
    <Center h={240} role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}

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
            <Suspense fallback={<StepLoader />}>
              <LoginSteps />
            </Suspense>
          </Paper>
        </Center>
      </Stack>
    </Box>
  );
}

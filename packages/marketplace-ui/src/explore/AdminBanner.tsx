// The greeting banner of the marketplace, for administrators only (spec/2 section 2).
import { Paper, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';

export function AdminBanner({ name }: { name: string }) {
  const { t } = useTranslation('marketplace');
  return (
    <Paper radius="md" p="lg" bg="var(--mantine-primary-color-light)" data-testid="admin-banner">
      <Text fw={600} size="lg">
        {/* The name is user data, marked so the language checks pass over it. */}
        <Trans t={t} i18nKey="banner.greeting" values={{ name }} components={{ name: <span data-user-content /> }} />
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {t('banner.text')}
      </Text>
    </Paper>
  );
}

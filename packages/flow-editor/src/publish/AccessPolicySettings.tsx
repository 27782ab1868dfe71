// The editor's 设置 tab (spec/3 Settings tab): the app's access policy, one of the policy groups;
// the default one lets every user in. Choosing another group binds it at once (usePolicyBinding).
import { EMPTY_UUID } from '@app/api-client';
import { seededText } from '@app/i18n';
import { Alert, Button, Center, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PolicyBinding } from './usePolicyBinding';

export interface AccessPolicySettingsProps {
  binding: PolicyBinding;
}

export function AccessPolicySettings({ binding }: AccessPolicySettingsProps) {
  const { t } = useTranslation('editor');
  const { status, load } = binding;
  useEffect(() => {
    if (status === 'idle') load();
  }, [status, load]);

  return (
    <Center h="100%" p="lg" style={{ alignItems: 'flex-start', overflow: 'auto' }}>
      <Paper withBorder p="xl" w="100%" maw={640} mt="xl">
        <Stack gap="md">
          <Title order={4}>{t('settings.title')}</Title>
          {status === 'failed' ? (
            <Group justify="space-between">
              <Text size="sm" c="red">
                {t('settings.loadFailed')}
              </Text>
              <Button size="compact-sm" variant="default" onClick={load}>
                {t('settings.retry')}
              </Button>
            </Group>
          ) : status !== 'ready' ? (
            <Center py="lg">
              <Loader size="sm" aria-label={t('common:loading')} />
            </Center>
          ) : (
            <PolicySelect binding={binding} />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

function PolicySelect({ binding }: AccessPolicySettingsProps) {
  const { t, i18n } = useTranslation('editor');
  const chosen = binding.groups.find((group) => group.id === binding.selected);
  const summary = binding.selected === EMPTY_UUID ? t('settings.defaultPolicy') : chosen?.description;
  return (
    <>
      <Select
        label={t('settings.policy')}
        description={t('settings.policyHint')}
        data={binding.groups.map((group) => ({ value: group.id, label: group.id === EMPTY_UUID ? seededText(i18n, group.name) : group.name }))}
        value={binding.selected}
        onChange={(value) => value && binding.select(value)}
        allowDeselect={false}
        searchable
        disabled={binding.binding}
        rightSection={binding.binding ? <Loader size="xs" /> : undefined}
      />
      {summary && (
        <Text size="sm" c="dimmed" data-user-content={binding.selected === EMPTY_UUID ? undefined : ''}>
          {summary}
        </Text>
      )}
      {binding.pending && !binding.binding && (
        <Alert color="orange" icon={<IconAlertTriangle size={16} />}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t('settings.unbound')}</Text>
            <Button size="compact-sm" variant="default" onClick={() => void binding.flush()}>
              {t('settings.retry')}
            </Button>
          </Group>
        </Alert>
      )}
    </>
  );
}

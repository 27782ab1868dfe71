// A policy group's details: name, description, who is allowed and denied, and the bound agents; all of
// them user data but the labels.
import type { PolicyEntry, PolicyGroupRead } from '@app/api-client';
import { Badge, Divider, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Detail } from '../shared/Detail';
import { SideDrawer } from '../shared/SideDrawer';
import { EntryIcon } from './EntryMultiSelect';
import { entryKey } from './policyForm';

interface PolicyDetailDrawerProps {
  policy: PolicyGroupRead | null;
  onClose(): void;
}

export function PolicyDetailDrawer({ policy, onClose }: PolicyDetailDrawerProps) {
  const { t } = useTranslation('admin');
  return (
    <SideDrawer opened={policy !== null} onClose={onClose} title={t('policies.detail.title')}>
      {policy && <PolicyDetail policy={policy} />}
    </SideDrawer>
  );
}

function Entries({ entries }: { entries: PolicyEntry[] }) {
  const { t } = useTranslation('admin');
  if (entries.length === 0) return <Text size="sm">{t('policies.detail.noEntries')}</Text>;
  return (
    <Group gap={6}>
      {entries.map((entry) => (
        <Badge
          key={entryKey(entry)}
          variant="light"
          color={entry.is_group ? 'blue' : 'teal'}
          leftSection={<EntryIcon isGroup={entry.is_group} />}
          tt="none"
          data-user-content
          title={t(entry.is_group ? 'policies.entries.group' : 'policies.entries.user')}
        >
          {entry.name}
        </Badge>
      ))}
    </Group>
  );
}

function PolicyDetail({ policy }: { policy: PolicyGroupRead }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="md">
      <Detail label={t('policies.detail.name')} userContent>
        {policy.name}
      </Detail>
      <Detail label={t('policies.detail.description')} userContent={Boolean(policy.description)}>
        {policy.description || t('list.none')}
      </Detail>
      <Detail label={t('policies.detail.allowed')}>
        <Entries entries={policy.allowed} />
      </Detail>
      <Detail label={t('policies.detail.denied')}>
        <Entries entries={policy.denied} />
      </Detail>
      <Divider />
      <Detail label={t('policies.detail.stores')}>
        {policy.stores_count === 0 ? (
          <Text size="sm" c="dimmed">
            {t('policies.detail.noStores')}
          </Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm">{t('policies.detail.storesCount', { count: policy.stores_count })}</Text>
            <List size="sm">
              {policy.stores.map((store) => (
                <List.Item key={store.id} data-user-content>
                  {store.name}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Detail>
    </Stack>
  );
}

// Picker of policy entries: user groups and users in one searchable list, told apart by their
// heading, icon and colour.
import type { PolicyEntry } from '@app/api-client';
import { Group, MultiSelect, Pill, Text } from '@mantine/core';
import { IconUser, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { entryKey, parseEntryKey } from './policyForm';

interface EntryMultiSelectProps {
  label: string;
  /** Every entry that can be picked (plus those already picked, for their names). */
  entries: PolicyEntry[];
  value: string[];
  onChange(keys: string[]): void;
  /** Keys picked in the other list: an entry is either allowed or denied, never both. */
  excluded: string[];
  description?: ReactNode;
}

export function EntryIcon({ isGroup }: { isGroup: boolean }) {
  return isGroup ? <IconUsersGroup size={14} color="var(--mantine-color-blue-6)" /> : <IconUser size={14} color="var(--mantine-color-teal-6)" />;
}

export function EntryMultiSelect({ label, entries, value, onChange, excluded, description }: EntryMultiSelectProps) {
  const { t } = useTranslation('admin');
  const excludedKeys = new Set(excluded);
  const option = (entry: PolicyEntry) => ({ value: entryKey(entry), label: entry.name });
  const offered = entries.filter((entry) => !excludedKeys.has(entryKey(entry)));
  const data = [
    { group: t('policies.entries.group'), items: offered.filter((entry) => entry.is_group).map(option) },
    { group: t('policies.entries.user'), items: offered.filter((entry) => !entry.is_group).map(option) },
  ];
  const known = new Set(offered.map(entryKey));
  const hidden = value.filter((key) => !known.has(key));

  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={t('policies.form.entriesPlaceholder')}
      data={data}
      value={value.filter((key) => known.has(key))}
      onChange={(keys) => onChange([...hidden, ...keys])}
      searchable
      nothingFoundMessage={t('policies.form.nothingFound')}
      renderOption={({ option: item }) => {
        const isGroup = parseEntryKey(item.value)?.is_group ?? false;
        return (
          <Group gap="xs" wrap="nowrap">
            <EntryIcon isGroup={isGroup} />
            <Text size="sm">{item.label}</Text>
          </Group>
        );
      }}
      renderPill={({ option: item, onRemove, disabled }) => {
        const isGroup = parseEntryKey(String(item?.value ?? ''))?.is_group ?? false;
        return (
          <Pill withRemoveButton={!disabled} onRemove={onRemove} bg={isGroup ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-teal-light)'}>
            <Group gap={4} wrap="nowrap" component="span">
              <EntryIcon isGroup={isGroup} />
              {item?.label}
            </Group>
          </Pill>
        );
      }}
    />
  );
}

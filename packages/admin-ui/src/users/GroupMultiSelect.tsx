import { EMPTY_UUID, type UserGroupRead } from '@app/api-client';
import { seededText } from '@app/i18n';
import { MultiSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withDefaultGroup } from './userForm';

interface GroupMultiSelectProps {
  groups: UserGroupRead[];
  value: string[];
  onChange(groupIds: string[]): void;
  /**
   * 'member': a user's own groups; the default group is always there and cannot be removed.
   * 'bind': groups to add to users, who all have the default group already, so it is not offered.
   */
  mode: 'member' | 'bind';
  label: string;
  placeholder: string;
  description?: ReactNode;
  error?: ReactNode;
}

export function GroupMultiSelect({ groups, value, onChange, mode, label, placeholder, description, error }: GroupMultiSelectProps) {
  const { i18n } = useTranslation();
  const keepDefault = mode === 'member';
  const data = groups
    .filter((group) => keepDefault || group.id !== EMPTY_UUID)
    // A disabled option shows its pill without a remove button and cannot be unticked.
    .map((group) => ({ value: group.id, label: group.id === EMPTY_UUID ? seededText(i18n, group.name) : group.name, disabled: group.id === EMPTY_UUID }));
  // Ids without a loaded group (the list is still on its way) are kept but not shown.
  const known = new Set(data.map((option) => option.value));
  const hidden = value.filter((id) => !known.has(id));
  return (
    <MultiSelect
      label={label}
      placeholder={placeholder}
      description={description}
      error={error}
      data={data}
      value={value.filter((id) => known.has(id))}
      onChange={(ids) => onChange(keepDefault ? withDefaultGroup([...hidden, ...ids]) : [...hidden, ...ids])}
      searchable
    />
  );
}

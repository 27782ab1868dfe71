// Which channel code or API key a snippet, link or sample uses; with none yet, a pointer to the
// screen that creates one.
import { Anchor, Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KeyKind } from './keyKind';
import type { KeyChoice } from './useKeyChoice';

export interface KeyPickerProps {
  kind: KeyKind;
  choice: KeyChoice;
  /** Opens the channel codes screen or the API keys page. */
  onManage(): void;
  manageLabel: string;
}

export function KeyPicker({ kind, choice, onManage, manageLabel }: KeyPickerProps) {
  const { t } = useTranslation('integration');
  const manage = (
    <Anchor component="button" type="button" size="sm" onClick={onManage} h={36}>
      {manageLabel}
    </Anchor>
  );
  if (!choice.loading && choice.keys.length === 0) {
    return (
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t(kind === 'channel' ? 'picker.noChannel' : 'picker.noApiKey')}
        </Text>
        {manage}
      </Group>
    );
  }
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={t(kind === 'channel' ? 'picker.channel' : 'picker.apiKey')}
        placeholder={t('picker.placeholder')}
        data={choice.keys.map((key) => ({ value: key.id, label: key.is_active ? key.name : t('picker.disabled', { name: key.name }) }))}
        value={choice.chosen?.id ?? null}
        onChange={(value) => value && choice.choose(value)}
        allowDeselect={false}
        disabled={choice.loading}
        w={280}
      />
      {manage}
    </Group>
  );
}

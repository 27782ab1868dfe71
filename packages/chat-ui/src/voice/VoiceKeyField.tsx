// One provider key: typed, then saved as the user's secret variable. Save is disabled while the
// key is empty (spec/2 section 5); a saved key is never shown again, only said to be saved.
import { Button, Group, PasswordInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface VoiceKeyFieldProps {
  label: string;
  saved: boolean;
  onSave(value: string): Promise<void>;
}

export function VoiceKeyField({ label, saved, onSave }: VoiceKeyFieldProps) {
  const { t } = useTranslation('voice');
  const [value, setValue] = useState('');
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = () => {
    setSaving(true);
    setFailed(false);
    onSave(value.trim()).then(
      () => setValue(''),
      () => setFailed(true),
    ).finally(() => setSaving(false));
  };
  return (
    <div>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <PasswordInput
          label={label}
          placeholder={saved ? t('settings.keySaved') : t('settings.keyPlaceholder')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          autoComplete="off"
          size="xs"
          style={{ flex: 1 }}
        />
        <Button size="xs" onClick={save} disabled={value.trim() === ''} loading={saving}>
          {t('settings.save')}
        </Button>
      </Group>
      {failed && (
        <Text size="xs" c="red" role="alert">
          {t('errors.saveKeyFailed')}
        </Text>
      )}
    </div>
  );
}

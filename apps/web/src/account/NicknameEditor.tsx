import { nicknameProblem, type UserRead } from '@app/api-client';
import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services';
import { apiErrorText } from '../login/apiErrorText';

/** The nickname, with an inline editor that saves through users.update and reloads the session user. */
export function NicknameEditor({ user }: { user: UserRead }) {
  const { t } = useTranslation('account');
  const { api, session, notifications } = useServices();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setDraft(null);
    setProblem(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (draft === null || saving) return;
    const name = draft.trim();
    const found = nicknameProblem(name);
    if (found) {
      setProblem(t(`auth:validation.${found}`));
      return;
    }
    if (name === user.name) {
      close();
      return;
    }
    setSaving(true);
    try {
      await api.users.update(user.id, { name });
      await session.getState().refreshUser();
      close();
    } catch (error) {
      notifications.getState().notify({ kind: 'error', title: t('profile.nicknameFailed'), list: [apiErrorText(error, t)] });
    } finally {
      setSaving(false);
    }
  };

  if (draft === null) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" truncate data-user-content>
          {user.name}
        </Text>
        <ActionIcon variant="subtle" size="sm" aria-label={t('profile.editNickname')} onClick={() => setDraft(user.name)}>
          <IconPencil size={14} />
        </ActionIcon>
      </Group>
    );
  }

  return (
    <form onSubmit={save} noValidate>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={t('profile.nickname')}
          size="xs"
          flex={1}
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setProblem(null);
          }}
          error={problem}
          autoFocus
        />
        <ActionIcon type="submit" variant="light" color="teal" size={30} loading={saving} aria-label={t('profile.saveNickname')}>
          <IconCheck size={16} />
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" size={30} aria-label={t('profile.cancelNickname')} onClick={close} disabled={saving}>
          <IconX size={16} />
        </ActionIcon>
      </Group>
    </form>
  );
}

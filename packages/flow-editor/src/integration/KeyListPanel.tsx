// The channel codes screen and the API keys page (spec/3 "Integration screens"): title and
// description, search by name, create, and the table with its switch and actions; 暂无渠道码 /
// 暂无API密钥 when there is none. A new key is shown in full once; deleting asks first.
import type { ApiKeyRead } from '@app/api-client';
import { ConfirmDialog } from '@app/ui';
import { Button, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyFormDialog } from './KeyFormDialog';
import { textsOf, type KeyKind } from './keyKind';
import { KeyTable } from './KeyTable';
import { ShownOnceDialog } from './ShownOnceDialog';
import { useCopy } from './useCopy';
import { useKeyList } from './useKeyList';

export interface KeyListPanelProps {
  kind: KeyKind;
  storeId: string;
  /** Called after a key was created, changed or deleted (pickers elsewhere reload). */
  onChanged?(): void;
}

type Dialog = 'form' | 'delete' | null;

export function KeyListPanel({ kind, storeId, onChanged }: KeyListPanelProps) {
  const { t } = useTranslation('integration');
  const texts = textsOf(kind);
  const list = useKeyList(storeId, kind);
  const copy = useCopy();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Kept after the dialogs close, so their titles do not change while they fade out.
  const [editing, setEditing] = useState<ApiKeyRead | null>(null);
  const [deleting, setDeleting] = useState<ApiKeyRead | null>(null);
  const [created, setCreated] = useState<ApiKeyRead | null>(null);
  const close = () => setDialog(null);
  const openForm = (key: ApiKeyRead | null) => {
    setEditing(key);
    setDialog('form');
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={4}>{t(`${texts}.title`)}</Title>
          <Text size="sm" c="dimmed">
            {t(`${texts}.description`)}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            aria-label={t(`${texts}.search`)}
            placeholder={t(`${texts}.search`)}
            leftSection={<IconSearch size={16} />}
            value={list.search}
            onChange={(event) => list.setSearch(event.currentTarget.value)}
            w={220}
          />
          <Button leftSection={<IconPlus size={16} />} onClick={() => openForm(null)}>
            {t(`${texts}.create`)}
          </Button>
        </Group>
      </Group>
      {list.loading && list.keys.length === 0 ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('common:loading')} />
        </Center>
      ) : list.keys.length === 0 ? (
        <Stack align="center" gap={4} py="xl" c="dimmed">
          <IconKey size={40} stroke={1.2} />
          <Text fw={500}>{t(`${texts}.empty`)}</Text>
        </Stack>
      ) : (
        <KeyTable
          kind={kind}
          keys={list.keys}
          toggling={list.toggling}
          onToggle={(key, active) => void list.toggle(key, active)}
          onCopy={(key) => void copy.key(key.id)}
          onEdit={openForm}
          onDelete={(key) => {
            setDeleting(key);
            setDialog('delete');
          }}
        />
      )}
      <KeyFormDialog
        opened={dialog === 'form'}
        kind={kind}
        storeId={storeId}
        editing={editing}
        onClose={close}
        onSaved={(key, isNew) => {
          close();
          if (isNew) setCreated(key);
          void list.reload().then(() => onChanged?.());
        }}
      />
      <ShownOnceDialog kind={kind} created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t(`${texts}.deleteTitle`)}
        message={t(`${texts}.deleteMessage`, { name: deleting?.name ?? '' })}
        onConfirm={async () => {
          if (deleting) await list.remove(deleting);
          onChanged?.();
        }}
        onClose={close}
      />
    </Stack>
  );
}

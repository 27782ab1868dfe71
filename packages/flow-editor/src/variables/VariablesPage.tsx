// /variable (全局变量): the developer's global variables with create, edit, delete and batch
// delete (spec/3 sections 2, 5 and 8).
import type { VariableRead } from '@app/api-client';
import { ConfirmDialog } from '@app/ui';
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash, IconVariable } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import { useListReload } from '../shared/useListReload';
import { VariableDialog } from './VariableDialog';
import { VariablesTable } from './VariablesTable';

type Dialog = 'form' | 'delete' | null;

export function VariablesPage() {
  const { t } = useTranslation('variables');
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const onLoadError = useCallback((error: unknown) => toasts.failed(t('loadFailed'), error), [toasts, t]);
  const listVariables = useCallback(() => api.variables.list(), [api]);
  const list = useListReload(listVariables, onLoadError);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  // Kept after a dialog closes, so its title and text do not change while it fades out.
  const [editing, setEditing] = useState<VariableRead | null>(null);
  const [deleting, setDeleting] = useState<VariableRead[]>([]);
  const close = () => setDialog(null);
  const openForm = (variable: VariableRead | null) => {
    setEditing(variable);
    setDialog('form');
  };
  const confirmDelete = (variables: VariableRead[]) => {
    setDeleting(variables);
    setDialog('delete');
  };
  const chosen = list.items.filter((variable) => selected.has(variable.id));

  // Each variable is deleted on its own so one refusal does not keep the others; the failures
  // are reported once, with the server's detail of the first.
  const remove = async (variables: VariableRead[]) => {
    const results = await Promise.allSettled(variables.map((variable) => api.variables.remove(variable.id)));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) toasts.failed(t('deleteFailed'), failure.reason);
    setSelected((current) => new Set([...current].filter((id) => !variables.some((variable) => variable.id === id))));
    await list.reload();
  };

  const deleteMessage = deleting.length === 1 ? t('deleteOne', { name: deleting[0]!.name }) : t('deleteMany', { count: deleting.length });

  return (
    <Paper p="lg">
      <Group justify="space-between" mb="md">
        <Title order={3}>{t('title')}</Title>
        <Group gap="xs">
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} />}
            disabled={chosen.length === 0}
            onClick={() => confirmDelete(chosen)}
          >
            {t('batchDelete')}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => openForm(null)}>
            {t('create')}
          </Button>
        </Group>
      </Group>
      {list.loading && list.items.length === 0 ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : list.items.length === 0 ? (
        <Stack align="center" gap={4} py="xl" c="dimmed">
          <IconVariable size={40} stroke={1.2} />
          <Text fw={500}>{t('empty')}</Text>
          <Text size="sm">{t('emptyHint')}</Text>
        </Stack>
      ) : (
        <VariablesTable
          variables={list.items}
          selected={selected}
          onSelect={setSelected}
          onEdit={openForm}
          onDelete={(variable) => confirmDelete([variable])}
        />
      )}
      <VariableDialog
        opened={dialog === 'form'}
        variable={editing}
        variables={list.items}
        onClose={close}
        onSaved={() => {
          close();
          void list.reload();
        }}
      />
      <ConfirmDialog opened={dialog === 'delete'} title={t('deleteTitle')} message={deleteMessage} onConfirm={() => remove(deleting)} onClose={close} />
    </Paper>
  );
}

// /knowledge (知识库): the developer's knowledge bases, made by Knowledge Ingestion in their flows,
// with delete and batch delete.
import { ConfirmDialog } from '@app/ui';
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDatabase, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import { useListReload } from '../shared/useListReload';
import { KnowledgeTable } from './KnowledgeTable';

export function KnowledgePage() {
  const { t } = useTranslation('workspace');
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  // Kept after the dialog closes, so its text does not change while it fades out.
  const [deleting, setDeleting] = useState<string[]>([]);
  const onLoadError = useCallback((error: unknown) => toasts.failed(t('knowledge.loadFailed'), error), [toasts, t]);
  const listBases = useCallback(() => api.knowledgeBases.list(), [api]);
  const { items: bases, loading, reload } = useListReload(listBases, onLoadError);

  const confirmDelete = (names: string[]) => {
    setDeleting(names);
    setConfirming(true);
  };

  const remove = async (names: string[]) => {
    try {
      if (names.length === 1) await api.knowledgeBases.remove(names[0]!);
      else await api.knowledgeBases.removeMany(names);
    } catch (error) {
      toasts.failed(t('knowledge.deleteFailed'), error);
    }
    setSelected((current) => new Set([...current].filter((name) => !names.includes(name))));
    await reload();
  };

  const chosen = bases.filter((base) => selected.has(base.name)).map((base) => base.name);
  const message = deleting.length === 1 ? t('knowledge.deleteOne', { name: deleting[0] }) : t('knowledge.deleteMany', { count: deleting.length });

  return (
    <Paper p="lg">
      <Group justify="space-between" mb="md">
        <Title order={3}>{t('knowledge.title')}</Title>
        <Button variant="default" color="red" leftSection={<IconTrash size={16} />} disabled={chosen.length === 0} onClick={() => confirmDelete(chosen)}>
          {t('knowledge.batchDelete')}
        </Button>
      </Group>
      {loading && bases.length === 0 ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : bases.length === 0 ? (
        <Stack align="center" gap={4} py="xl" c="dimmed">
          <IconDatabase size={40} stroke={1.2} />
          <Text fw={500}>{t('knowledge.empty')}</Text>
          <Text size="sm">{t('knowledge.emptyHint')}</Text>
        </Stack>
      ) : (
        <KnowledgeTable bases={bases} selected={selected} onSelect={setSelected} onDelete={(base) => confirmDelete([base.name])} />
      )}
      <ConfirmDialog opened={confirming} title={t('knowledge.deleteTitle')} message={message} onConfirm={() => remove(deleting)} onClose={() => setConfirming(false)} />
    </Paper>
  );
}

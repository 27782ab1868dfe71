// The new-flow dialog (spec/3 section 2, "New-flow template modal"): sections on the left, a
// search box, the matching examples as cards (未找到模板。 with a way to clear the search) and
// 空白流程. Whatever is created is handed to `onCreated`, which opens it.
import type { BasicExample } from '@app/api-client';
import type { FlowRecord } from '@app/flow-graph';
import { Button, Center, Divider, Group, Loader, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import { useUiLanguage } from '../shared/useUiLanguage';
import { filterTemplates, GET_STARTED, type TemplateSection } from './filterTemplates';
import { TemplateCard } from './TemplateCard';
import { TemplateSidebar } from './TemplateSidebar';
import { useCreateFlow } from './useCreateFlow';

export interface NewFlowDialogProps {
  opened: boolean;
  /** Where the new flow goes; the default folder without one. */
  folderId?: string;
  onClose(): void;
  onCreated(flow: FlowRecord): void;
}

export function NewFlowDialog({ opened, folderId, onClose, onCreated }: NewFlowDialogProps) {
  const { t } = useTranslation('workspace');
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const creator = useCreateFlow(folderId);
  const language = useUiLanguage();
  // The examples of the language they were asked in: a switch of the UI language asks again.
  const [loaded, setLoaded] = useState<{ language: string; examples: BasicExample[] } | null>(null);
  const examples = loaded?.language === language ? loaded.examples : null;
  const [section, setSection] = useState<TemplateSection>(GET_STARTED);
  const [search, setSearch] = useState('');

  useEffect(() => {
    if (!opened || examples !== null) return;
    let current = true;
    api.flows.basicExamples({ language }).then(
      (answer) => current && setLoaded({ language, examples: answer }),
      (error: unknown) => {
        if (!current) return;
        setLoaded({ language, examples: [] });
        toasts.failed(t('newFlow.loadFailed'), error);
      },
    );
    return () => {
      current = false;
    };
  }, [opened, examples, language, api, toasts, t]);

  const finish = (flow: FlowRecord | undefined) => {
    if (flow) onCreated(flow);
  };
  const shown = filterTemplates(examples ?? [], section, search);

  return (
    <Modal opened={opened} onClose={onClose} title={t('newFlow.title')} size="70rem" centered closeButtonProps={{ 'aria-label': t('common:close') }}>
      <Group align="flex-start" wrap="nowrap" gap="lg" mih={420}>
        <TemplateSidebar section={section} onSection={setSection} />
        <Divider orientation="vertical" />
        <Stack flex={1} gap="md">
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('newFlow.searchPlaceholder')}
            aria-label={t('newFlow.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          {section.kind === 'get-started' && (
            <Text size="sm" c="dimmed">
              {t('newFlow.getStartedHint')}
            </Text>
          )}
          {examples === null ? (
            <Center py="xl">
              <Loader size="sm" />
            </Center>
          ) : shown.length === 0 ? (
            <Stack align="center" gap="xs" py="xl">
              <Text c="dimmed">{t('newFlow.noTemplates')}</Text>
              {search && (
                <Button variant="subtle" onClick={() => setSearch('')}>
                  {t('newFlow.clearSearch')}
                </Button>
              )}
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {shown.map((example) => (
                <TemplateCard key={example.id} example={example} disabled={creator.busy} onPick={(picked) => void creator.createFromExample(picked).then(finish)} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Group>
      <Group justify="flex-end" mt="lg" pt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Text size="sm" c="dimmed">
          {t('newFlow.blankFlowHint')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} loading={creator.busy} onClick={() => void creator.createBlank().then(finish)}>
          {t('newFlow.blankFlow')}
        </Button>
      </Group>
    </Modal>
  );
}

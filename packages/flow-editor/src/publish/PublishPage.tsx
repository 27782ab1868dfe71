// The publish page /flow/{id}/publish (spec/3 "Publish page (two steps)"): step 0 asks for the
// release note and publishes; step 1 says 发布成功 with the note, 设置访问权限 (the editor then opens
// its 设置 tab), the integration button (the editor then opens its 集成 tab) and 完成. The back
// arrow returns to the editor before publishing, to the marketplace after.
import { isApiError, type ReleaseResult } from '@app/api-client';
import type { FlowRecord } from '@app/flow-graph';
import { ActionIcon, Box, Button, Center, Group, Loader, Paper, Stack, Stepper, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconLock, IconPlugConnected } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import { FlowIcon } from '@app/chat-ui';
import { rememberPublishTab } from './publishTab';
import { isNoteWritten, ReleaseNoteField } from './ReleaseNoteField';

export interface PublishPageProps {
  flowId: string;
  /** To the editor (/flow/{id}): the back arrow before publishing, 设置访问权限 and the integration button. */
  onOpenFlow(): void;
  /** The back arrow after publishing: the marketplace (/explore). */
  onExplore(): void;
  /** 完成: back where the user came from. */
  onDone(): void;
  /** The flow does not exist or is not the user's (404): the spec sends the user to /all. */
  onFlowMissing(): void;
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; flow: FlowRecord };

export function PublishPage({ flowId, onOpenFlow, onExplore, onDone, onFlowMissing }: PublishPageProps) {
  const { t } = useTranslation('editor');
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [released, setReleased] = useState<ReleaseResult | null>(null);

  useEffect(() => {
    let live = true;
    api.flows.get(flowId).then(
      (flow) => live && setLoad({ status: 'ready', flow }),
      (error: unknown) => {
        if (!live) return;
        if (isApiError(error) && error.status === 404) onFlowMissing();
        else toasts.failed(t('publish.loadFailed'), error);
        setLoad({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, flowId, onFlowMissing, toasts, t]);

  const step = released ? 1 : 0;
  return (
    <Stack h="100%" gap={0}>
      <Group component="header" h={52} px="sm" gap="xs" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Tooltip label={t('publish.back')}>
          <ActionIcon variant="subtle" color="gray" aria-label={t('publish.back')} onClick={step === 0 ? onOpenFlow : onExplore}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        </Tooltip>
        {load.status === 'ready' && (
          <>
            <FlowIcon icon={load.flow.icon} color={load.flow.icon_bg_color} size={28} />
            <Text fw={600} truncate data-user-content>
              {load.flow.name}
            </Text>
          </>
        )}
      </Group>
      <Box style={{ flex: 1, overflow: 'auto' }} p="xl">
        {load.status === 'loading' ? (
          <Center h="100%">
            <Loader aria-label={t('common:loading')} />
          </Center>
        ) : load.status === 'failed' ? (
          <Center h="100%">
            <Text c="dimmed">{t('publish.loadFailed')}</Text>
          </Center>
        ) : (
          <Stack maw={720} mx="auto" gap="xl">
            {/* Published: both steps are done. */}
            <Stepper active={released ? 2 : 0} size="sm" allowNextStepsSelect={false}>
              <Stepper.Step label={t('publish.steps.settings')} />
              <Stepper.Step label={t('publish.steps.done')} />
            </Stepper>
            {released ? (
              <PublishedStep
                note={released.note}
                onSetPermissions={() => {
                  rememberPublishTab('setting');
                  onOpenFlow();
                }}
                onConfigureIntegration={() => {
                  rememberPublishTab('embed');
                  onOpenFlow();
                }}
                onDone={onDone}
              />
            ) : (
              <NoteStep flowId={flowId} onReleased={setReleased} />
            )}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

function NoteStep({ flowId, onReleased }: { flowId: string; onReleased(result: ReleaseResult): void }) {
  const { t } = useTranslation('editor');
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const publish = async () => {
    setBusy(true);
    try {
      const result = await api.store.release({ flow_id: flowId, note: note.trim() });
      toasts.succeeded(t('publish.succeeded'));
      onReleased(result);
    } catch (error) {
      toasts.failed(t('publish.failed'), error);
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="xl">
      <Stack gap="lg">
        <ReleaseNoteField label={t('publish.noteLabel')} placeholder={t('publish.notePlaceholder')} value={note} onChange={setNote} disabled={busy} />
        <Group justify="flex-end">
          <Button onClick={() => void publish()} loading={busy} disabled={!isNoteWritten(note)}>
            {t('publish.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function PublishedStep({ note, onSetPermissions, onConfigureIntegration, onDone }: { note: string; onSetPermissions(): void; onConfigureIntegration(): void; onDone(): void }) {
  const { t } = useTranslation('editor');
  return (
    <Paper withBorder p="xl" component="section" aria-label={t('publish.succeeded')}>
      <Stack gap="lg" align="center">
        <ThemeIcon size={56} radius="xl" color="green" aria-hidden>
          <IconCheck size={32} />
        </ThemeIcon>
        <Stack gap={4} align="center">
          <Title order={3}>{t('publish.succeeded')}</Title>
          <Text c="dimmed" size="sm">
            {t('publish.succeededHint')}
          </Text>
        </Stack>
        <Paper bg="var(--mantine-color-default-hover)" p="md" w="100%" radius="md">
          <Text size="xs" c="dimmed" mb={4}>
            {t('publish.note')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-user-content>
            {note}
          </Text>
        </Paper>
        <Group justify="center">
          <Button variant="default" leftSection={<IconLock size={16} />} onClick={onSetPermissions}>
            {t('publish.setPermissions')}
          </Button>
          <Button variant="default" leftSection={<IconPlugConnected size={16} />} onClick={onConfigureIntegration}>
            {t('publish.configureIntegration')}
          </Button>
          <Button onClick={onDone}>{t('publish.done')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}

// The owner's switch of the public playground (Langflow's shareable playground): PUBLIC lets anyone
// with the link use /playground/{id} without signing in; the link can be copied once it is on.
import { Button, CopyButton, Group, Switch, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import { useFlowStore, useFlowStoreApi } from '../store/FlowStoreProvider';

export function publicPlaygroundUrl(flowId: string, origin = window.location.origin): string {
  return `${origin}/playground/${flowId}`;
}

export function PublicAccessToggle() {
  const { t } = useTranslation('playground');
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const store = useFlowStoreApi();
  const flowId = useFlowStore((state) => state.flow.id);
  const isPublic = useFlowStore((state) => state.flow.access_type === 'PUBLIC');
  const [saving, setSaving] = useState(false);

  const toggle = async (next: boolean) => {
    setSaving(true);
    try {
      const saved = await api.flows.update(flowId, { access_type: next ? 'PUBLIC' : 'PRIVATE' });
      // Only the flag changed: the canvas's graph and its save state stay as they are.
      store.setState({ flow: { ...store.getState().flow, access_type: saved.access_type ?? (next ? 'PUBLIC' : 'PRIVATE') } });
    } catch (error) {
      toasts.failed(t('public.shareFailed'), error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Group gap="sm" wrap="nowrap">
      <Tooltip label={t('public.shareHint')} multiline maw={260}>
        <Switch size="sm" label={t('public.share')} checked={isPublic} disabled={saving} onChange={(event) => void toggle(event.currentTarget.checked)} />
      </Tooltip>
      {isPublic && (
        <CopyButton value={publicPlaygroundUrl(flowId)}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="light" onClick={copy}>
              {copied ? t('public.copied') : t('public.copyLink')}
            </Button>
          )}
        </CopyButton>
      )}
    </Group>
  );
}

// The flow editor (route /flow/{id}[/folder/{folderId}]): loads the flow and the catalogue, then
// the header, the component sidebar and the canvas over one canvas store, saved by auto-save and
// mod+s; the 设置 tab (access policy), the 集成 tab (keys, snippets, samples), 发布历史 and 发布. Navigation goes through the app's
// callbacks; the package holds no router.
import type { ComponentCatalogue } from '@app/api-client';
import type { ComponentNode, FlowRecord } from '@app/flow-graph';
import { Box, Group, Stack } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { FlowBuildProvider } from '../build';
import { FlowCanvas } from '../canvas';
import { AddComponentButton } from '../canvas/AddComponentButton';
import { IntegrationPanel } from '../integration/IntegrationPanel';
import { PlaygroundModal } from '../playground';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import { ComponentSidebar, type ComponentSidebarHandle } from '../sidebar/ComponentSidebar';
import { createFlowStore } from '../store/createFlowStore';
import { FlowStoreProvider } from '../store/FlowStoreProvider';
import { AccessPolicySettings } from '../publish/AccessPolicySettings';
import { takePublishTab } from '../publish/publishTab';
import { ReleaseHistoryDialog } from '../publish/ReleaseHistoryDialog';
import { usePolicyBinding } from '../publish/usePolicyBinding';
import { componentsByType } from '../shared/componentsByType';
import { useUiLanguage } from '../shared/useUiLanguage';
import { EditorHeader, type EditorTab } from './EditorHeader';
import { ExportFlowDialog } from './ExportFlowDialog';
import { LeaveGuard, type LeaveRequest } from './LeaveGuard';
import { useCatalogueLanguage } from './useCatalogueLanguage';
import { FlowLoadNotice } from './FlowLoadNotice';
import { useFlowEditorLoad } from './useFlowEditorLoad';
import { DEFAULT_AUTO_SAVE, useFlowSaving, type AutoSaveConfig } from './useFlowSaving';

export interface FlowEditorPageProps {
  flowId: string;
  folderId?: string;
  onBack(): void;
  /** The flow does not exist or is not the user's (404): the spec sends the user to /all. */
  onFlowMissing(): void;
  /** Open another flow (after 新建). */
  onOpenFlow(flowId: string, folderId?: string): void;
  /** Unsaved changes appeared or were saved: the app blocks navigation while dirty. */
  onDirtyChange?(dirty: boolean): void;
  /** The flow's name, when it opens and whenever it is renamed (the app titles its page with it). */
  onNameChange?(name: string): void;
  /** The server's config: auto_saving and auto_saving_interval (default on, 1000 ms). */
  autoSave?: AutoSaveConfig;
  /** A navigation the app has blocked; the editor saves or asks, then proceeds or cancels it. */
  leaveRequest?: LeaveRequest | null;
  /** 发布: open the publish page (/flow/{id}/publish), once the flow is saved; the button shows only with it. */
  onPublish?(): void;
}

export function FlowEditorPage({ flowId, onFlowMissing, ...rest }: FlowEditorPageProps) {
  const load = useFlowEditorLoad(flowId, onFlowMissing);
  if (load.status !== 'ready') return <FlowLoadNotice status={load.status} />;
  // A new flow id starts a new editor with its own store.
  return <FlowEditor key={load.flow.id} flow={load.flow} catalogue={load.catalogue} {...rest} />;
}

type FlowEditorProps = Omit<FlowEditorPageProps, 'flowId' | 'onFlowMissing'> & { flow: FlowRecord; catalogue: ComponentCatalogue };

/** Where a component added from the sidebar lands: centred in the visible canvas (half a node's size up and left). */
const NODE_HALF_SIZE = { x: 160, y: 80 };

function FlowEditor({ flow, catalogue: loadedCatalogue, folderId, onBack, onOpenFlow, onDirtyChange, onNameChange, autoSave = DEFAULT_AUTO_SAVE, leaveRequest = null, onPublish }: FlowEditorProps) {
  const { t } = useTranslation('editor');
  const { api, notify } = useFlowEditor();
  const toasts = useToasts();
  const [catalogue, setCatalogue] = useState(loadedCatalogue);
  const [store] = useState(() => createFlowStore({ flow, components: componentsByType(loadedCatalogue) }));
  useCatalogueLanguage(store, setCatalogue);
  const language = useUiLanguage();
  const [graphDirty, setGraphDirty] = useState(false);
  const saving = useFlowSaving(store, autoSave, setGraphDirty);
  const policy = usePolicyBinding(flow.id);
  // A policy selection not bound yet is unsaved too: the app blocks leaving, the guard binds it.
  const dirty = graphDirty || policy.pending;
  const reportDirty = useRef(onDirtyChange);
  reportDirty.current = onDirtyChange;
  useEffect(() => reportDirty.current?.(dirty), [dirty]);
  const name = useStore(store, (state) => state.flow.name);
  const reportName = useRef(onNameChange);
  reportName.current = onNameChange;
  useEffect(() => reportName.current?.(name), [name]);
  const [tab, setTab] = useState<EditorTab>('edit');
  const released = useStore(store, (state) => Boolean(state.flow.released_at));
  const [history, setHistory] = useState(false);
  // Coming back from the publish page: 设置访问权限 opens 设置, its integration button 集成 (the key
  // is read once and cleared).
  useEffect(() => {
    const remembered = takePublishTab();
    if (remembered === 'embed') setTab('embed');
    else if (remembered === 'setting' && store.getState().flow.released_at) setTab('setting');
  }, [store]);
  // Unpublished meanwhile: 设置 is no longer available.
  useEffect(() => {
    if (!released) setTab((current) => (current === 'setting' ? 'edit' : current));
  }, [released]);
  const sidebar = useRef<ComponentSidebarHandle>(null);
  const canvasBox = useRef<HTMLDivElement>(null);
  const [exporting, setExporting] = useState(false);
  const [playground, setPlayground] = useState(false);
  useHotkeys([['mod+K', () => setPlayground(true), { usePhysicalKeys: true }]]);

  const addAtCentre = useCallback(
    (type: string, node?: ComponentNode) => {
      const box = canvasBox.current?.getBoundingClientRect();
      const { viewport, addComponent } = store.getState();
      const position = {
        x: ((box?.width ?? 0) / 2 - viewport.x) / viewport.zoom - NODE_HALF_SIZE.x,
        y: ((box?.height ?? 0) / 2 - viewport.y) / viewport.zoom - NODE_HALF_SIZE.y,
      };
      const result = addComponent(type, position, node);
      if (!result.ok) notify({ kind: 'error', title: t(`sidebar.added.${result.code}`, { defaultValue: result.message }) });
    },
    [store, notify, t],
  );

  const refreshComponents = useCallback(async () => {
    try {
      const next = await api.components.all({ forceRefresh: true, language });
      setCatalogue(next);
      store.getState().setComponents(componentsByType(next));
      toasts.succeeded(t('refresh.succeeded'));
    } catch (error) {
      toasts.failed(t('refresh.failed'), error);
    }
  }, [api, store, toasts, t, language]);

  return (
    <FlowStoreProvider store={store}>
      <FlowBuildProvider>
        <Stack h="100%" gap={0}>
          <EditorHeader
            autoSave={autoSave.enabled}
            folderId={folderId}
            onBack={onBack}
            onSave={() => void saving.save()}
            onOpenFlow={onOpenFlow}
            onRefreshComponents={() => void refreshComponents()}
            onExport={() => setExporting(true)}
            onOpenPlayground={() => setPlayground(true)}
            tab={tab}
            onTabChange={setTab}
            onOpenHistory={() => setHistory(true)}
            onPublish={onPublish && (() => void saving.flush().then((saved) => saved && onPublish()))}
          />
          {tab === 'setting' ? (
            <Box style={{ flex: 1, minHeight: 0 }}>
              <AccessPolicySettings binding={policy} />
            </Box>
          ) : tab === 'embed' ? (
            <Box style={{ flex: 1, minHeight: 0 }}>
              <IntegrationPanel flowId={flow.id} />
            </Box>
          ) : (
            <Group gap={0} wrap="nowrap" align="stretch" style={{ flex: 1, minHeight: 0 }}>
              <ComponentSidebar ref={sidebar} catalogue={catalogue} onAdd={addAtCentre} />
              <Box ref={canvasBox} style={{ flex: 1, minWidth: 0, position: 'relative' }} aria-label={t('page.canvas')}>
                {/* mod+s and mod+b are the page's and the sidebar's own, so they also work while typing. */}
                <FlowCanvas
                  toolbar={<AddComponentButton onOpenSearch={() => sidebar.current?.focusSearch()} />}
                  onOpenSearch={() => sidebar.current?.focusSearch()}
                  onDownload={() => setExporting(true)}
                />
              </Box>
            </Group>
          )}
        </Stack>
        <ReleaseHistoryDialog
          opened={history}
          flowId={flow.id}
          published={released}
          onClose={() => setHistory(false)}
          onUnpublished={() => store.setState({ flow: { ...store.getState().flow, released_at: null } })}
        />
        <ExportFlowDialog opened={exporting} onClose={() => setExporting(false)} />
        <PlaygroundModal
          opened={playground}
          onClose={() => setPlayground(false)}
          onComponentClick={(componentId) => {
            setPlayground(false);
            store.getState().focusNodes([componentId]);
          }}
        />
        <LeaveGuard request={leaveRequest} autoSave={autoSave.enabled} flush={saving.flush} bindPolicy={policy.flush} />
      </FlowBuildProvider>
    </FlowStoreProvider>
  );
}

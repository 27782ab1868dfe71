// /flows, /components and /all (spec/3 section 2, "Flow and component list"): the folder column,
// the 工作流 / 组件 tabs, search, 新建, the table with paging, sorting, batch delete, duplicate,
// export and file drop import. Navigation is the app's: the page calls back with what to show.
import type { FolderRead } from '@app/api-client';
import type { FlowRecord } from '@app/flow-graph';
import { ConfirmDialog } from '@app/ui';
import { Button, Group, Pagination, Paper, Stack, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import { NewFlowDialog } from '../templates/NewFlowDialog';
import { ExportFlowDialog } from './ExportFlowDialog';
import { FlowFileDrop } from './FlowFileDrop';
import { FlowListEmpty } from './FlowListEmpty';
import { FlowTable, type FlowOwner } from './FlowTable';
import { FolderSidebar } from './FolderSidebar';
import { DEFAULT_FLOW_SORT, nextSort, type FlowSort } from './sortFlows';
import { useFlowActions } from './useFlowActions';
import { FLOW_PAGE_SIZE, useFolderFlows, type FlowListTab } from './useFolderFlows';
import { useFolders } from './useFolders';
import { useTabAutoSwitch } from './useTabAutoSwitch';

export interface FlowListPageProps {
  tab: FlowListTab;
  /** The folder of the route; without one the default (first) folder is shown. */
  folderId?: string;
  /** A flow's row or 编辑 (components do not open); `folderId` is set when the route names a folder. */
  onOpenFlow(flowId: string, folderId?: string): void;
  onTabChange(tab: FlowListTab, folderId?: string): void;
  /** A folder was picked (or the shown one deleted: undefined). */
  onFolderChange(folderId?: string): void;
  /** Whose flows these are (the signed-in user): shown under each name in the app column. */
  owner?: FlowOwner;
}

/** Pagination shows from this many items (spec/3 section 9). */
const PAGINATION_FROM = 10;
const SEARCH_DEBOUNCE_MS = 300;

export function FlowListPage({ tab, folderId, onOpenFlow, onTabChange, onFolderChange, owner }: FlowListPageProps) {
  const { t } = useTranslation('workspace');
  const { notify } = useFlowEditor();
  const toasts = useToasts();
  const folders = useFolders();
  const shownFolderId = folderId ?? folders.folders[0]?.id;
  const [page, setPage] = useState(1);
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<FlowSort>(DEFAULT_FLOW_SORT);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [deleting, setDeleting] = useState<FlowRecord[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState<FlowRecord | null>(null);
  const [exportOpen, setExportOpen] = useState(false);
  const [creating, setCreating] = useState(false);

  // Another folder, tab, search or order starts again at the first page with nothing selected.
  useEffect(() => {
    setPage(1);
    setSelected(new Set());
  }, [shownFolderId, tab, search, sort]);

  const onLoadError = useCallback((error: unknown) => toasts.failed(t('loadFailed'), error), [toasts, t]);
  const list = useFolderFlows({ folderId: shownFolderId, tab, page, search, sort }, onLoadError);
  const switchTab = useCallback((other: FlowListTab) => onTabChange(other, folderId), [onTabChange, folderId]);
  useTabAutoSwitch(list, switchTab);
  // A delete can empty the last page: show the one before it.
  useEffect(() => {
    if (list.shown && list.shown.page > 1 && list.flows.length === 0 && list.total > 0) setPage(Math.ceil(list.total / FLOW_PAGE_SIZE));
  }, [list.shown, list.flows.length, list.total]);
  const actions = useFlowActions(shownFolderId, tab, () => {
    setSelected(new Set());
    void list.reload();
  });

  const open = (flow: FlowRecord) => {
    if (!flow.is_component) onOpenFlow(flow.id, folderId);
  };
  const askDelete = (flows: FlowRecord[]) => {
    if (flows.length === 0) {
      notify({ kind: 'notice', title: t('delete.noneSelected'), list: [t('delete.selectFirst')] });
      return;
    }
    setDeleting(flows);
    setConfirming(true);
  };
  const deleteFolder = async (folder: FolderRead) => {
    if ((await folders.remove(folder)) && folder.id === shownFolderId) onFolderChange(undefined);
  };
  const createFolder = async () => {
    const folder = await folders.create();
    if (folder) onFolderChange(folder.id);
  };

  const flows = list.flows;
  const emptyReason = search ? 'search' : folders.folders.length > 1 ? 'folder' : 'start';
  const deleteMessage = deleting.length === 1 ? t('delete.one', { name: deleting[0]!.name }) : t('delete.many', { count: deleting.length });

  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <FolderSidebar
        folders={folders.folders}
        activeId={shownFolderId}
        onSelect={(folder) => onFolderChange(folder.id)}
        onCreate={() => void createFolder()}
        onRename={folders.rename}
        onDelete={deleteFolder}
      />
      <Paper p="lg" flex={1} miw={0}>
        <Stack gap="md">
          <Group justify="space-between">
            <Tabs value={tab} onChange={(value) => value && value !== tab && onTabChange(value as FlowListTab, folderId)}>
              <Tabs.List>
                <Tabs.Tab value="flows">{t('tabs.flows')}</Tabs.Tab>
                <Tabs.Tab value="components">{t('tabs.components')}</Tabs.Tab>
              </Tabs.List>
            </Tabs>
            <Group gap="xs">
              <TextInput
                leftSection={<IconSearch size={16} />}
                placeholder={t('searchPlaceholder')}
                aria-label={t('search')}
                value={searchInput}
                onChange={(event) => setSearchInput(event.currentTarget.value)}
              />
              <Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={() => askDelete(list.flows.filter((flow) => selected.has(flow.id)))}>
                {t('batchDelete')}
              </Button>
              <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
                {t('create')}
              </Button>
            </Group>
          </Group>
          <FlowFileDrop message={tab === 'components' ? t('drop.components') : t('drop.flows')} onFiles={(files) => void actions.importFiles(files)}>
            {list.shown && list.total === 0 ? (
              <FlowListEmpty reason={emptyReason} components={tab === 'components'} onNewFlow={() => setCreating(true)} />
            ) : (
              <FlowTable
                flows={flows}
                owner={owner}
                sort={sort}
                onSort={(column) => setSort((current) => nextSort(current, column))}
                selected={selected}
                onSelect={setSelected}
                onOpen={open}
                onEdit={open}
                onDuplicate={(flow) => void actions.duplicate(flow)}
                onExport={(flow) => {
                  setExporting(flow);
                  setExportOpen(true);
                }}
                onDelete={(flow) => askDelete([flow])}
              />
            )}
          </FlowFileDrop>
          {list.total >= PAGINATION_FROM && (
            <Group justify="flex-end">
              <Pagination total={Math.ceil(list.total / FLOW_PAGE_SIZE)} value={page} onChange={setPage} siblings={1} />
            </Group>
          )}
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={confirming}
        title={t('delete.title')}
        message={deleteMessage}
        onConfirm={() => actions.remove(deleting.map((flow) => flow.id))}
        onClose={() => setConfirming(false)}
      />
      <ExportFlowDialog opened={exportOpen} flow={exporting} onClose={() => setExportOpen(false)} />
      <NewFlowDialog opened={creating} folderId={shownFolderId} onClose={() => setCreating(false)} onCreated={(flow) => onOpenFlow(flow.id, folderId)} />
    </Group>
  );
}

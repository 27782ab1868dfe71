// One page of a folder's flows or components (GET folders/{id}, spec/3 section 2: pages of 10,
// searched by name, sorted by the server). A reply to an older request is dropped.
import type { FolderFlowsQuery } from '@app/api-client';
import type { FlowRecord } from '@app/flow-graph';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFlowEditor } from '../context/FlowEditorProvider';
import type { FlowSort } from './sortFlows';

export const FLOW_PAGE_SIZE = 10;

export type FlowListTab = 'flows' | 'components';

/** The folder call's filter for a tab. */
export const tabQuery = (tab: FlowListTab): FolderFlowsQuery => (tab === 'components' ? { is_component: true } : { is_flow: true });

export interface FolderFlowsRequest {
  folderId: string | undefined;
  tab: FlowListTab;
  page: number;
  search: string;
  sort: FlowSort;
}

export interface FolderFlows {
  flows: FlowRecord[];
  total: number;
  /** The request the shown page answers; undefined before the first answer. */
  shown: FolderFlowsRequest | undefined;
  reload(): Promise<void>;
}

export function useFolderFlows(request: FolderFlowsRequest, onLoadError: (error: unknown) => void): FolderFlows {
  const { api } = useFlowEditor();
  const { folderId, tab, page, search, sort } = request;
  const [state, setState] = useState<Omit<FolderFlows, 'reload'>>({ flows: [], total: 0, shown: undefined });
  const latest = useRef(0);
  const onError = useRef(onLoadError);
  useEffect(() => {
    onError.current = onLoadError;
  }, [onLoadError]);

  const reload = useCallback(async () => {
    if (!folderId) return;
    const requestNumber = ++latest.current;
    try {
      const answer = await api.folders.get(folderId, { ...tabQuery(tab), page, size: FLOW_PAGE_SIZE, search, sort_by: sort.column, sort_order: sort.direction });
      if (requestNumber === latest.current) setState({ flows: answer.flows.items, total: answer.flows.total, shown: { folderId, tab, page, search, sort } });
    } catch (error) {
      if (requestNumber === latest.current) {
        setState({ flows: [], total: 0, shown: { folderId, tab, page, search, sort } });
        onError.current(error);
      }
    }
  }, [api, folderId, tab, page, search, sort]);

  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { ...state, reload };
}

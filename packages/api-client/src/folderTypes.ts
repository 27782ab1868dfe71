// Wire types of the folders calls (spec/3 section 7, Langflow's /api/v1/folders).
import type { FlowRecord } from '@app/flow-graph';
import type { Paged } from './types';

/** A folder as the API answers it (Langflow's FolderRead). */
export interface FolderRead {
  id: string;
  name: string;
  description: string | null;
  parent_id: string | null;
}

/**
 * POST folders/ (201). A name already used by another of the user's folders gets a " (n)"
 * suffix; the listed flows and components move into the new folder.
 */
export interface FolderCreate {
  name: string;
  description?: string | null;
  parent_id?: string | null;
  flows_list?: string[];
  components_list?: string[];
}

/** PATCH folders/{id}: a rename to a taken name is refused; the listed flows and components move in. */
export interface FolderUpdate {
  name?: string;
  description?: string | null;
  parent_id?: string | null;
  flows?: string[];
  components?: string[];
}

/** The orders of a folder's list (spec/3 section 2: release time and edit time are sortable). */
export const FOLDER_FLOW_SORT_COLUMNS = ['updated_at', 'released_at'] as const;
export type FolderFlowSortColumn = (typeof FOLDER_FLOW_SORT_COLUMNS)[number];

/** GET folders/{id}: one page of its flows. `is_component` or `is_flow` alone narrows the list. */
export interface FolderFlowsQuery {
  page?: number;
  size?: number;
  is_component?: boolean;
  is_flow?: boolean;
  /** Case-insensitive part of the flow name. */
  search?: string;
  /** Default updated_at (Langflow's order); flows without the time come last in either direction. */
  sort_by?: FolderFlowSortColumn;
  /** Default desc. */
  sort_order?: 'asc' | 'desc';
}

export interface FolderWithFlows {
  folder: FolderRead;
  flows: Paged<FlowRecord>;
}

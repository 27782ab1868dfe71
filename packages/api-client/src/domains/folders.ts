// Calls under /api/v1/folders (spec/3 section 7): the developer's folders and the flows in them.
// Langflow-style answers: plain JSON, `{detail}` errors.
import type { FolderCreate, FolderFlowsQuery, FolderRead, FolderUpdate, FolderWithFlows } from '../folderTypes';
import type { DomainContext } from './context';

export interface FoldersApi {
  /** GET folders/: the caller's folders, oldest first; the default folder exists from the first call. */
  list(): Promise<FolderRead[]>;
  /** GET folders/{id}: the folder and one page of its flows; 404 'Folder not found'. */
  get(folderId: string, query?: FolderFlowsQuery): Promise<FolderWithFlows>;
  /** POST folders/ (201). */
  create(folder: FolderCreate): Promise<FolderRead>;
  /** PATCH folders/{id}. */
  update(folderId: string, changes: FolderUpdate): Promise<FolderRead>;
  /** DELETE folders/{id} (204): with its sub-folders and every flow in them. */
  remove(folderId: string): Promise<void>;
}

const base = '/api/v1/folders';

export function createFoldersApi({ request }: DomainContext): FoldersApi {
  const at = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: () => request<FolderRead[]>({ path: `${base}/` }),
    get: (folderId, query = {}) =>
      request<FolderWithFlows>({
        path: at(folderId),
        searchParams: {
          page: query.page,
          size: query.size,
          is_component: query.is_component,
          is_flow: query.is_flow,
          search: query.search?.trim() || undefined,
          sort_by: query.sort_by,
          sort_order: query.sort_order,
        },
      }),
    create: (folder) => request<FolderRead>({ method: 'POST', path: `${base}/`, json: folder }),
    update: (folderId, changes) => request<FolderRead>({ method: 'PATCH', path: at(folderId), json: changes }),
    remove: async (folderId) => {
      await request<undefined>({ method: 'DELETE', path: at(folderId) });
    },
  };
}

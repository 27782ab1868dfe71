// An in-memory stand-in for the flows and folders calls, answering like the server for what the
// workspace screens use: one default folder, pages of 10 by default, name rules of flow create
// and update ('名称已存在' style refusals as the server's detail), and example flows.
import { ApiError, FLOW_LOGO_EXTENSIONS, fileExtension, fileTypeNotAllowedDetail, type BasicExample, type FlowCreate, type FlowsApi, type FoldersApi, type FolderRead, type Paged } from '@app/api-client';
import { checkMcpToolDescription, checkMcpToolName, FLOW_NAME_MAX_LENGTH, type FlowRecord } from '@app/flow-graph';
import { basicExampleFields, starterTemplates } from '@app/templates';
import { sortFlows } from '../workspace/sortFlows';
import { flowRecord } from './flowRecord';

export interface MemoryWorkspaceSeed {
  folders?: FolderRead[];
  flows?: FlowRecord[];
  /** Default: the starter templates, as GET flows/basic_examples/ answers them (in English when asked in English). */
  examples?: BasicExample[];
}

export interface MemoryWorkspaceApi {
  flows: FlowsApi;
  folders: FoldersApi;
  /** What is stored, for assertions. */
  stored(): { folders: FolderRead[]; flows: FlowRecord[] };
  /** A release (a time) or a decommission (null) sets the flow's released_at, as the server's store calls do. */
  setReleasedAt(flowId: string, at: string | null): void;
}

/** The shipped starter templates (in `language`) as example flows of the system (no owner, never released). */
export function starterExamples(language = 'zh'): BasicExample[] {
  return starterTemplates(language).map((template) => ({
    ...flowRecord({
      id: template.id,
      name: template.name,
      description: template.description,
      tags: [...template.tags],
      icon: template.icon,
      icon_bg_color: template.icon_bg_color,
      data: structuredClone(template.data),
    }),
    ...basicExampleFields(template),
  }));
}

export const DEFAULT_FOLDER: FolderRead = { id: 'folder-default', name: '我的收藏', description: null, parent_id: null };

const refused = (path: string, status: number, detail: string, params?: Record<string, string>) => new ApiError({ status, path, detail, message: detail, params });

/** The MCP tool fields as the server keeps them: trimmed, empty as null, refused with the rule's code. */
function toolFieldsOf(changes: Partial<FlowCreate>, path: string): Partial<FlowCreate> {
  const fields: Partial<FlowCreate> = {};
  for (const [key, check] of [
    ['action_name', checkMcpToolName],
    ['action_description', checkMcpToolDescription],
  ] as const) {
    const value = changes[key];
    if (value === undefined) continue;
    const trimmed = value?.trim() ?? '';
    const verdict = check(trimmed);
    if (!verdict.ok) throw refused(path, 400, verdict.message, { rule: verdict.code });
    fields[key] = trimmed === '' ? null : trimmed;
  }
  return fields;
}

function page<T>(items: T[], pageNumber = 1, size = 50): Paged<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  return { items: items.slice((pageNumber - 1) * size, pageNumber * size), page: pageNumber, pages, size, total: items.length };
}

export function createMemoryWorkspaceApi(seed: MemoryWorkspaceSeed = {}): MemoryWorkspaceApi {
  let folders = structuredClone(seed.folders ?? [DEFAULT_FOLDER]);
  let flows = structuredClone(seed.flows ?? []);
  const examples = structuredClone(seed.examples ?? starterExamples());
  const examplesIn = (language: string | undefined) => (seed.examples === undefined && language === 'en' ? starterExamples('en') : examples);
  let sequence = 0;
  let logoCount = 0;
  const now = () => new Date(Date.UTC(2025, 5, 1, 8, 0, sequence)).toISOString();
  const newest = (list: FlowRecord[]) => [...list].sort((a, b) => (b.updated_at ?? '').localeCompare(a.updated_at ?? ''));
  const findFlow = (id: string) => {
    const flow = flows.find((candidate) => candidate.id === id);
    if (!flow) throw refused(`/api/v1/flows/${id}`, 404, 'Flow not found');
    return flow;
  };
  const checkName = (name: string, path: string, except?: string) => {
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > FLOW_NAME_MAX_LENGTH) throw refused(path, 422, 'Invalid flow name');
    if (flows.some((flow) => flow.name === trimmed && flow.id !== except)) throw refused(path, 400, 'Flow name already exists');
    return trimmed;
  };
  const create = (input: FlowCreate): FlowRecord => {
    const path = '/api/v1/flows/';
    sequence += 1;
    const flow: FlowRecord = {
      id: `flow-${sequence}`,
      name: checkName(input.name, path),
      description: input.description ?? null,
      endpoint_name: input.endpoint_name || null,
      tags: input.tags ?? [],
      icon: input.icon ?? null,
      icon_bg_color: input.icon_bg_color ?? null,
      gradient: input.gradient ?? null,
      folder_id: input.folder_id ?? folders[0]?.id ?? null,
      data: input.data ?? { nodes: [], edges: [], viewport: { x: 0, y: 0, zoom: 1 } },
      locked: input.locked ?? false,
      is_component: input.is_component ?? false,
      updated_at: now(),
      released_at: null,
      webhook: false,
      last_tested_version: null,
      user_id: 'user-1',
    };
    flows.push(flow);
    return structuredClone(flow);
  };
  const filtered = (query: { folder_id?: string; components_only?: boolean } = {}) =>
    newest(flows).filter((flow) => (!query.folder_id || flow.folder_id === query.folder_id) && (!query.components_only || flow.is_component));

  const flowsApi = {
    list: async (query?: { page?: number; size?: number; folder_id?: string; components_only?: boolean }) => structuredClone(page(filtered(query), query?.page, query?.size)),
    all: async (query?: { folder_id?: string; components_only?: boolean }) => structuredClone(filtered(query)),
    get: async (id: string) => structuredClone(findFlow(id)),
    // Stored whole: the flow as it is, whatever the catalogue holds.
    getWithCatalogueCode: async (id: string) => structuredClone(findFlow(id)),
    getPublic: async (id: string) => {
      const flow = flows.find((candidate) => candidate.id === id);
      if (flow?.access_type !== 'PUBLIC') throw refused(`/api/v1/flows/public_flow/${id}`, 404, 'Flow not found');
      return structuredClone({ ...flow, user_id: null });
    },
    create: async (input: FlowCreate) => create(input),
    update: async (id: string, changes: Partial<FlowCreate>) => {
      const flow = findFlow(id);
      const path = `/api/v1/flows/${id}`;
      const name = changes.name === undefined ? flow.name : checkName(changes.name, path, id);
      sequence += 1;
      const toolFields = toolFieldsOf(changes, path);
      Object.assign(flow, { ...changes, ...toolFields, name, endpoint_name: changes.endpoint_name === undefined ? flow.endpoint_name : changes.endpoint_name || null, updated_at: now() });
      return structuredClone(flow);
    },
    remove: async (id: string) => {
      findFlow(id);
      flows = flows.filter((flow) => flow.id !== id);
      return { message: 'Flow deleted successfully' };
    },
    removeMany: async (ids: readonly string[]) => {
      const before = flows.length;
      flows = flows.filter((flow) => !ids.includes(flow.id));
      return { deleted: before - flows.length };
    },
    basicExamples: async ({ language } = {}) => structuredClone(examplesIn(language)),
    // The picture itself is not kept: a logo's path only has to look like the server's.
    uploadLogo: async (file, name) => {
      const fileName = name ?? (file instanceof File ? file.name : 'logo.png');
      if (!(FLOW_LOGO_EXTENSIONS as readonly string[]).includes(fileExtension(fileName))) throw refused('/api/v1/flows/upload_logo', 400, fileTypeNotAllowedDetail(FLOW_LOGO_EXTENSIONS));
      logoCount += 1;
      return { file_path: `/api/v1/files/public/00000000-0000-4000-8000-${String(logoCount).padStart(12, '0')}` };
    },
  } as FlowsApi;

  const findFolder = (id: string) => {
    const folder = folders.find((candidate) => candidate.id === id);
    if (!folder) throw refused(`/api/v1/folders/${id}`, 404, 'Folder not found');
    return folder;
  };
  const foldersApi: FoldersApi = {
    list: async () => structuredClone(folders),
    get: async (id, query = {}) => {
      const folder = findFolder(id);
      const search = query.search?.trim().toLowerCase();
      const order = { column: query.sort_by ?? 'updated_at', direction: query.sort_order ?? 'desc' } as const;
      const items = sortFlows(newest(flows), order).filter(
        (flow) =>
          flow.folder_id === id &&
          (!query.is_component || query.is_flow || flow.is_component) &&
          (!query.is_flow || query.is_component || !flow.is_component) &&
          (!search || flow.name.toLowerCase().includes(search)),
      );
      return structuredClone({ folder, flows: page(items, query.page, query.size) });
    },
    create: async (input) => {
      sequence += 1;
      const taken = new Set(folders.map((folder) => folder.name));
      let name = input.name;
      for (let n = 1; taken.has(name); n += 1) name = `${input.name} (${n})`;
      const folder: FolderRead = { id: `folder-${sequence}`, name, description: input.description ?? null, parent_id: input.parent_id ?? null };
      folders.push(folder);
      for (const flow of flows) if ([...(input.flows_list ?? []), ...(input.components_list ?? [])].includes(flow.id)) flow.folder_id = folder.id;
      return structuredClone(folder);
    },
    update: async (id, changes) => {
      const folder = findFolder(id);
      if (changes.name !== undefined && folders.some((other) => other.name === changes.name && other.id !== id)) throw refused(`/api/v1/folders/${id}`, 400, 'Folder name already exists');
      Object.assign(folder, { name: changes.name ?? folder.name, description: changes.description === undefined ? folder.description : changes.description });
      for (const flow of flows) if ([...(changes.flows ?? []), ...(changes.components ?? [])].includes(flow.id)) flow.folder_id = id;
      return structuredClone(folder);
    },
    remove: async (id) => {
      findFolder(id);
      folders = folders.filter((folder) => folder.id !== id);
      flows = flows.filter((flow) => flow.folder_id !== id);
    },
  };
  return {
    flows: flowsApi,
    folders: foldersApi,
    stored: () => structuredClone({ folders, flows }),
    setReleasedAt: (flowId, at) => {
      findFlow(flowId).released_at = at;
    },
  };
}

// Calls under /api/v1/flows (spec/3 section 7): the developer's flows and the system's example
// flows. Langflow-style answers: plain JSON, `{detail}` errors.
import type { FlowRecord } from '@app/flow-graph';
import type {
  BasicExample,
  FlowCreate,
  FlowDeleted,
  FlowFilterQuery,
  FlowHeader,
  FlowPageQuery,
  FlowsDeleted,
  FlowUpdate,
} from '../flowTypes';
import type { ComponentCatalogue } from '../componentTypes';
import type { FlowLogo } from '../fileTypes';
import type { SearchParams } from '../transport';
import type { Paged } from '../types';
import { BUILTIN_CODE_REFERENCE, withCatalogueCode } from './builtinCode';
import type { DomainContext } from './context';

/** `header_flows: true` answers headers (no graph except for components) instead of whole flows. */
type Headers = { header_flows: true };
type Whole = { header_flows?: false };

export interface FlowsApi {
  /** GET flows/: a page of the caller's flows, newest change first. Ordinary users get an empty page. */
  list(query: FlowPageQuery & Headers): Promise<Paged<FlowHeader>>;
  list(query?: FlowPageQuery & Whole): Promise<Paged<FlowRecord>>;
  /** GET flows/?get_all=true: every flow at once (administrators: everyone's). */
  all(query: FlowFilterQuery & Headers): Promise<FlowHeader[]>;
  all(query?: FlowFilterQuery & Whole): Promise<FlowRecord[]>;
  /** GET flows/{id}; 404 'Flow not found' for a flow the caller may not manage. */
  get(flowId: string): Promise<FlowRecord>;
  /**
   * GET flows/{id} for a client holding the catalogue: built-in code comes by reference and is put
   * back from `catalogue` (a far smaller answer); asked again whole when the catalogue lacks a text.
   */
  getWithCatalogueCode(flowId: string, catalogue: Promise<ComponentCatalogue>): Promise<FlowRecord>;
  /** GET flows/public_flow/{id} without sign-in: a flow its owner made public; 404 'Flow not found' otherwise. */
  getPublic(flowId: string): Promise<FlowRecord>;
  /** POST flows/ (201). Duplicating a flow is a create with the copy's values. */
  create(flow: FlowCreate): Promise<FlowRecord>;
  /** PATCH flows/{id}. */
  update(flowId: string, changes: FlowUpdate): Promise<FlowRecord>;
  /** DELETE flows/{id}. */
  remove(flowId: string): Promise<FlowDeleted>;
  /** DELETE flows/ with the ids as the body; ids the caller may not manage are skipped. */
  removeMany(flowIds: readonly string[]): Promise<FlowsDeleted>;
  /** GET flows/basic_examples/: the example flows of the new-flow dialog, in its order; in `language` (else the client's). */
  basicExamples(options?: { language?: string }): Promise<BasicExample[]>;
  /** POST flows/upload_logo (multipart `file`: png, jpg or jpeg, 201): where the logo is served; a flow's `icon` may hold that path. */
  uploadLogo(file: Blob, name?: string): Promise<FlowLogo>;
}

const base = '/api/v1/flows';

function flowSearchParams(query: FlowPageQuery & { header_flows?: boolean } = {}, getAll = false): SearchParams {
  return {
    folder_id: query.folder_id,
    components_only: query.components_only,
    header_flows: query.header_flows,
    page: query.page,
    size: query.size,
    get_all: getAll || undefined,
  };
}

export function createFlowsApi({ request }: DomainContext): FlowsApi {
  // One implementation answers both overloads: its result type fits a page of headers and of flows.
  const at = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: (query?: FlowPageQuery & { header_flows?: boolean }) =>
      request<Paged<FlowRecord & FlowHeader>>({ path: `${base}/`, searchParams: flowSearchParams(query) }),
    all: (query?: FlowFilterQuery & { header_flows?: boolean }) =>
      request<Array<FlowRecord & FlowHeader>>({ path: `${base}/`, searchParams: flowSearchParams({ ...query, page: undefined, size: undefined }, true) }),
    get: (flowId) => request<FlowRecord>({ path: at(flowId) }),
    getWithCatalogueCode: async (flowId, catalogue) => {
      const [flow, components] = await Promise.all([request<FlowRecord>({ path: at(flowId), searchParams: { builtin_code: BUILTIN_CODE_REFERENCE } }), catalogue]);
      return withCatalogueCode(flow, components) ?? request<FlowRecord>({ path: at(flowId) });
    },
    getPublic: (flowId) => request<FlowRecord>({ path: `${base}/public_flow/${encodeURIComponent(flowId)}` }),
    create: (flow) => request<FlowRecord>({ method: 'POST', path: `${base}/`, json: flow }),
    update: (flowId, changes) => request<FlowRecord>({ method: 'PATCH', path: at(flowId), json: changes }),
    remove: (flowId) => request<FlowDeleted>({ method: 'DELETE', path: at(flowId) }),
    removeMany: (flowIds) => request<FlowsDeleted>({ method: 'DELETE', path: `${base}/`, json: flowIds }),
    basicExamples: (options = {}) => request<BasicExample[]>({ path: `${base}/basic_examples/`, language: options.language }),
    uploadLogo: (file, name) => {
      const multipart = new FormData();
      multipart.append('file', file, name ?? (file instanceof File ? file.name : 'logo.png'));
      return request<FlowLogo>({ method: 'POST', path: `${base}/upload_logo`, multipart });
    },
  };
}

// Wire types of the flows calls (spec/3 section 7, Langflow's /api/v1/flows). The flow itself and
// its graph are @app/flow-graph's types: the editor and the server engine read the same ones.
import type { FlowAccessType, FlowData, FlowRecord } from '@app/flow-graph';

/** Langflow's FlowHeader: what lists need, without the graph (components keep theirs). */
export interface FlowHeader {
  id: string;
  name: string;
  folder_id: string | null;
  is_component: boolean;
  endpoint_name: string | null;
  description: string | null;
  /** The graph of a component; null for a flow. */
  data: FlowData | null;
  tags: string[];
  icon: string | null;
  icon_bg_color: string | null;
  updated_at: string | null;
  released_at: string | null;
}

/**
 * POST flows/ (201), also how a flow is duplicated. The name is trimmed and must be 1-50
 * characters and unused among the owner's flows; an empty endpoint name is stored as null.
 * Without `folder_id` the flow goes to the user's default folder.
 */
export interface FlowCreate {
  name: string;
  description?: string | null;
  data?: FlowData | null;
  is_component?: boolean;
  folder_id?: string | null;
  icon?: string | null;
  icon_bg_color?: string | null;
  gradient?: string | null;
  endpoint_name?: string | null;
  tags?: string[] | null;
  locked?: boolean | null;
  /** PUBLIC opens the flow's playground to anyone, without sign-in (default PRIVATE). */
  access_type?: FlowAccessType;
  /** The app's tool name in MCP clients: letters, digits, - and _, at most 64; empty or null derives it from the name. */
  action_name?: string | null;
  /** The app's tool description in MCP clients, at most 1024 characters; empty or null uses the app's description. */
  action_description?: string | null;
}

/** PATCH flows/{id}: only the fields sent change. */
export type FlowUpdate = Partial<FlowCreate>;

/** Filters of GET flows/. */
export interface FlowFilterQuery {
  /** Only the flows of this folder. */
  folder_id?: string;
  /** Only components. */
  components_only?: boolean;
}

/** A page of GET flows/ (pages from 1; size at most 100, default 50). */
export interface FlowPageQuery extends FlowFilterQuery {
  page?: number;
  size?: number;
}

/** DELETE flows/{id}. */
export interface FlowDeleted {
  message: string;
}

/** DELETE flows/ with a list of ids: how many of them the caller could delete. */
export interface FlowsDeleted {
  deleted: number;
}

/**
 * What GET flows/basic_examples/ adds to each example flow: its template key and the new-flow
 * dialog's filters (ids of @app/templates' TEMPLATE_USE_CASES and TEMPLATE_METHODS).
 */
export interface BasicExampleFields {
  template_key: string;
  use_cases: string[];
  methods: string[];
  /** Shown on the get-started tab. */
  get_started: boolean;
}

/** One entry of GET flows/basic_examples/: a system example flow (no owner) with its filters. */
export type BasicExample = FlowRecord & BasicExampleFields;

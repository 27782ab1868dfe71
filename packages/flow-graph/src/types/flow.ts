// The flow entity (spec/3 section 3) and its graph payload.
import type { WorkflowEdge } from './edges';
import type { WorkflowNode } from './nodes';

export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

export interface FlowData<Node = WorkflowNode, Edge = WorkflowEdge> {
  nodes: Node[];
  edges: Edge[];
  viewport?: Viewport;
}

export interface FlowRecord {
  id: string;
  name: string;
  description: string | null;
  endpoint_name: string | null;
  tags: string[];
  icon: string | null;
  icon_bg_color: string | null;
  gradient: string | null;
  folder_id: string | null;
  data: FlowData | null;
  locked: boolean;
  is_component: boolean;
  updated_at: string | null;
  released_at: string | null;
  webhook: boolean;
  last_tested_version: string | null;
  user_id: string | null;
  /** PUBLIC: anyone may open the flow's playground without signing in. Absent means PRIVATE. */
  access_type?: FlowAccessType;
  /** The owner opened the webhook to senders without credentials (the server honours it only with WEBHOOK_AUTH=false). */
  webhook_open?: boolean;
  /** The app's tool name in MCP clients (Langflow's action_name); null: derived from the app's name. */
  action_name?: string | null;
  /** The app's tool description in MCP clients (Langflow's action_description); null: the app's description. */
  action_description?: string | null;
}

export type FlowAccessType = 'PRIVATE' | 'PUBLIC';

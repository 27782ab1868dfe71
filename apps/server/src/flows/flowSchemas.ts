// Request bodies and queries of the flows calls (spec/3 section 7). The form rules with their own
// texts (name, endpoint name) are checked in flowRules.ts after these shapes.
import { BUILTIN_CODE_REFERENCE } from '@app/api-client';
import { z } from 'zod';
import { pageQuery } from '../db/paging';
import { queryBoolean } from '../http/querySchemas';

// Nodes and edges are checked for the keys every graph rule relies on; the rest of a node (its
// template, outputs, …) is the editor's and passes through as it came.
const componentData = z.looseObject({
  type: z.string().min(1),
  node: z.looseObject({ template: z.looseObject({}), display_name: z.string().optional() }),
});
const node = z
  .looseObject({ id: z.string().min(1).max(200), type: z.string().optional(), data: z.looseObject({}).optional() })
  .refine((value) => value.type === 'noteNode' || componentData.safeParse(value.data).success, {
    message: 'a component node needs data.type and data.node.template',
  });
const edge = z.looseObject({
  id: z.string().max(4000).optional(),
  source: z.string().min(1),
  target: z.string().min(1),
  sourceHandle: z.string().nullish(),
  targetHandle: z.string().nullish(),
});

export const flowDataSchema = z.looseObject({
  nodes: z.array(node),
  edges: z.array(edge),
  viewport: z.object({ x: z.number(), y: z.number(), zoom: z.number() }).optional(),
});

const text = (max: number) => z.string().max(max).nullish();

const flowFields = {
  name: z.string().max(500).optional(),
  description: text(10_000),
  data: flowDataSchema.nullish(),
  is_component: z.boolean().optional(),
  folder_id: z.uuid().nullish(),
  icon: text(200),
  icon_bg_color: text(50),
  gradient: text(200),
  endpoint_name: text(500),
  tags: z.array(z.string().max(100)).max(100).nullish(),
  locked: z.boolean().nullish(),
  access_type: z.enum(['PRIVATE', 'PUBLIC']).optional(),
  /** Opens the webhook to senders without credentials; honoured only when WEBHOOK_AUTH=false. */
  webhook_open: z.boolean().optional(),
  /** The app's tool name and description in MCP clients; their rules are checked in flowRules.ts. */
  action_name: text(1000),
  action_description: text(10_000),
};

export const createFlowBody = z.object(flowFields);
export type CreateFlowBody = z.infer<typeof createFlowBody>;

export const updateFlowBody = z.object(flowFields);
export type UpdateFlowBody = z.infer<typeof updateFlowBody>;

export const listFlowsQuery = pageQuery.extend({
  components_only: queryBoolean.default(false),
  /** A list of every flow (administrators: everyone's) instead of a page of one's own. */
  get_all: queryBoolean.default(false),
  /** Headers only: no graph data except for components. */
  header_flows: queryBoolean.default(false),
  folder_id: z.uuid().optional(),
  // Langflow's option; examples are never part of the list here, so it changes nothing.
  remove_example_flows: queryBoolean.optional(),
});
export type ListFlowsQuery = z.infer<typeof listFlowsQuery>;

/** GET flows/{id}: `builtin_code=reference`, our console's opt-in, answers built-in code by reference (builtinCodeReferences.ts). */
export const getFlowQuery = z.object({ builtin_code: z.literal(BUILTIN_CODE_REFERENCE).optional() });

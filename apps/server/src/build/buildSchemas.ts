// Requests of the editor's build calls (reference section 1, Langflow's chat.py).
import { z } from 'zod';
import { flowDataSchema } from '../flows/flowSchemas';
import { queryBoolean } from '../http/querySchemas';

export const eventDelivery = z.enum(['streaming', 'polling', 'direct']);

const componentId = z.string().min(1).max(200);

export const startBuildQuery = z
  .object({
    start_component_id: componentId.optional(),
    stop_component_id: componentId.optional(),
    log_builds: queryBoolean.default(true),
    // Langflow's default for the start call; the editor always names its delivery.
    event_delivery: eventDelivery.default('polling'),
    flow_name: z.string().max(500).optional(),
  })
  .refine((query) => !(query.start_component_id && query.stop_component_id), {
    message: 'You can only provide one of stop_component_id or start_component_id',
  });
export type StartBuildQuery = z.infer<typeof startBuildQuery>;

// Langflow's InputValueRequest forbids unknown keys; `type`, `components` and
// `client_request_time` are accepted for its clients (every input component gets the value here).
const buildInputs = z.strictObject({
  input_value: z.string().max(1_000_000).nullish(),
  session: z.string().max(500).nullish(),
  type: z.enum(['chat', 'text', 'any']).optional(),
  components: z.array(z.string().max(200)).max(100).optional(),
  client_request_time: z.number().int().nullish(),
});

export const startBuildBody = z.object({
  inputs: buildInputs.nullish(),
  data: flowDataSchema.nullish(),
  files: z.array(z.string().min(1).max(1000)).max(100).nullish(),
});
export type StartBuildBody = z.infer<typeof startBuildBody>;

export const eventsQuery = z.object({ event_delivery: eventDelivery.default('streaming') });

export const jobParams = z.object({ jobId: z.string().min(1).max(100) });
export const flowParams = z.object({ flowId: z.uuid() });

export const verticesQuery = z
  .object({ start_component_id: componentId.optional(), stop_component_id: componentId.optional() })
  .refine((query) => !(query.start_component_id && query.stop_component_id), {
    message: 'You can only provide one of stop_component_id or start_component_id',
  });

export const verticesBody = z.object({ data: flowDataSchema.nullish() }).nullish();

export const freezeBody = z.object({ stop_component_id: componentId, data: flowDataSchema.nullish() });

// Requests of the run API (reference section 2, Langflow's SimplifiedAPIRequest).
import { z } from 'zod';
import { queryBoolean } from '../http/querySchemas';

export const runParams = z.object({ flowIdOrName: z.string().min(1).max(500) });

export const runQuery = z.object({ stream: queryBoolean.default(false) });

export const runBody = z.object({
  input_value: z.string().max(1_000_000).nullish(),
  input_type: z.enum(['chat', 'text', 'any']).default('chat'),
  output_type: z.enum(['chat', 'text', 'any', 'debug']).default('chat'),
  output_component: z.string().max(200).default(''),
  tweaks: z.record(z.string(), z.unknown()).nullish(),
  session_id: z.string().max(500).nullish(),
});
export type RunBody = z.infer<typeof runBody>;

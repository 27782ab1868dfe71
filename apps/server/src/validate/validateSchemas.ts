// Requests of the editor's code and prompt checks and of the custom component calls (Langflow's
// validate.py and endpoints.py). Nodes and templates are kept as they come (loose objects).
import { z } from 'zod';

/** Component source; far beyond any real component, short of a body that ties up the sandbox. */
const code = z.string().max(500_000);

const template = z.looseObject({});

/** A frontend node (`data.node`): only its template is required. */
export const frontendNodeSchema = z.looseObject({
  template,
  custom_fields: z.record(z.string(), z.unknown()).nullish(),
  field_order: z.array(z.string()).nullish(),
  tool_mode: z.boolean().optional(),
});

export const validateCodeBody = z.object({ code });

export const validatePromptBody = z.object({
  /** The template field holding the prompt, usually "template". */
  name: z.string().min(1).max(200),
  template: z.string().max(500_000),
  frontend_node: frontendNodeSchema.nullish(),
});

export const customComponentBody = z.object({
  code,
  frontend_node: frontendNodeSchema.nullish(),
});

export const updateComponentBody = z.object({
  code,
  template,
  field: z.string().min(1).max(200),
  field_value: z.unknown().optional(),
  tool_mode: z.boolean().default(false),
});
export type UpdateComponentBody = z.infer<typeof updateComponentBody>;

// Wire types of the editor's component calls (spec/3 section 7): the catalogue, the code and
// prompt checks, and the custom component calls. Nodes and templates are @app/flow-graph's.
import type { ComponentNode, NodeTemplate } from '@app/flow-graph';

/** GET /api/v1/all: category -> component type -> node. */
export type ComponentCatalogue = Record<string, Record<string, ComponentNode>>;

/** POST validate/code answer: the code is valid only when both lists are empty. */
export interface CodeValidation {
  imports: { errors: string[] };
  function: { errors: string[] };
}

/** POST validate/prompt. */
export interface PromptValidationRequest {
  /** The template field holding the prompt, usually "template". */
  name: string;
  template: string;
  frontend_node?: ComponentNode | null;
}

/**
 * The prompt's variables and the node with one field per variable (fields of variables the
 * prompt no longer has are gone); null when no node was sent.
 */
export interface PromptValidation {
  input_variables: string[];
  frontend_node: ComponentNode | null;
}

/** POST custom_component: the node `code` defines, keeping the values of `frontend_node`. */
export interface CustomComponentRequest {
  code: string;
  frontend_node?: ComponentNode | null;
}

export interface CustomComponentResponse {
  /** The new node. */
  data: ComponentNode;
  /** Its component type. */
  type: string;
}

/**
 * POST custom_component/update: the node after `field` took `field_value` (refresh buttons,
 * real-time fields, tool mode — the field "tool_mode" switches it).
 */
export interface TemplateUpdateRequest {
  code: string;
  template: NodeTemplate;
  field: string;
  field_value?: unknown;
  tool_mode?: boolean;
}

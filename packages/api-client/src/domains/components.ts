// The editor's component calls (spec/3 section 7): the catalogue (GET /api/v1/all), the code and
// prompt checks (/api/v1/validate) and the custom component calls (/api/v1/custom_component).
import type { ComponentNode } from '@app/flow-graph';
import type {
  CodeValidation,
  ComponentCatalogue,
  CustomComponentRequest,
  CustomComponentResponse,
  PromptValidation,
  PromptValidationRequest,
  TemplateUpdateRequest,
} from '../componentTypes';
import type { DomainContext } from './context';

export interface ComponentsApi {
  /**
   * GET all: the catalogue of the sidebar. `forceRefresh` is Langflow's cache flag (the built-in
   * catalogue is fixed); `language` asks for its texts in that language (else the client's).
   */
  all(options?: { forceRefresh?: boolean; language?: string }): Promise<ComponentCatalogue>;
  /** POST validate/code: problems are the answer (not an error); valid when both lists are empty. */
  validateCode(body: { code: string }): Promise<CodeValidation>;
  /** POST validate/prompt: the prompt's variables and the node with a field per variable; 400 for a refused name. */
  validatePrompt(body: PromptValidationRequest): Promise<PromptValidation>;
  /** POST custom_component: the node for edited or pasted code, also how outdated components are updated. */
  customComponent(body: CustomComponentRequest): Promise<CustomComponentResponse>;
  /** POST custom_component/update: the node after a field changed (its template and outputs). */
  updateTemplate(body: TemplateUpdateRequest): Promise<ComponentNode>;
}

const base = '/api/v1';

export function createComponentsApi({ request }: DomainContext): ComponentsApi {
  const post = <T>(path: string, json: unknown) => request<T>({ method: 'POST', path: `${base}/${path}`, json });
  return {
    all: (options = {}) => request<ComponentCatalogue>({ path: `${base}/all`, searchParams: { force_refresh: options.forceRefresh }, language: options.language }),
    validateCode: ({ code }) => post('validate/code', { code }),
    validatePrompt: (body) => post('validate/prompt', body),
    customComponent: (body) => post('custom_component', body),
    updateTemplate: (body) => post('custom_component/update', body),
  };
}

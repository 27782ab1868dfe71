// Calls under /api/v1/variables (spec/3 section 7): the signed-in developer's global variables.
// Langflow-style answers: plain JSON, `{detail}` errors.
import type { VariableCreate, VariableRead, VariableUpdate } from '../variableTypes';
import type { DomainContext } from './context';

export interface VariablesApi {
  /** GET variables/: the caller's variables; credential values are null. */
  list(): Promise<VariableRead[]>;
  /** POST variables/ (201). */
  create(variable: VariableCreate): Promise<VariableRead>;
  /** PATCH variables/{id}; 404 'Variable not found'. */
  update(variableId: string, changes: VariableUpdate): Promise<VariableRead>;
  /** DELETE variables/{id} (204); 404 'Error deleting variable'. */
  remove(variableId: string): Promise<void>;
}

const base = '/api/v1/variables';

export function createVariablesApi({ request }: DomainContext): VariablesApi {
  const at = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: () => request<VariableRead[]>({ path: `${base}/` }),
    create: (variable) => request<VariableRead>({ method: 'POST', path: `${base}/`, json: variable }),
    update: (variableId, changes) => request<VariableRead>({ method: 'PATCH', path: at(variableId), json: changes }),
    remove: async (variableId) => {
      await request<undefined>({ method: 'DELETE', path: at(variableId) });
    },
  };
}

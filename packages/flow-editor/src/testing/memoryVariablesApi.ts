// An in-memory stand-in for the global variables calls, answering like the server: credential
// values are masked (null) in every answer, a left-out value keeps the stored one, the type cannot
// change, names are unique per user, and unknown ids get the server's 404 details.
import { ApiError, VariableType, type VariableRead, type VariablesApi, type VariableTypeValue } from '@app/api-client';

export interface StoredVariable {
  id: string;
  name: string;
  type: VariableTypeValue;
  /** The plain value, credentials included (what the server would decrypt). */
  value: string;
  default_fields: string[];
  created_at: string;
  updated_at: string;
}

export interface MemoryVariablesApi extends VariablesApi {
  /** What is stored, credential values in plain text, for assertions. */
  stored(): StoredVariable[];
}

const refused = (path: string, status: number, detail: string) => new ApiError({ status, path, detail, message: detail });

function typeOf(type: string | undefined, fallback: VariableTypeValue, path: string): VariableTypeValue {
  if (type === undefined) return fallback;
  const word = type.toLowerCase();
  if (word === 'generic') return VariableType.GENERIC;
  if (word === 'credential' || word === 'secret') return VariableType.CREDENTIAL;
  throw refused(path, 400, `Invalid variable type: ${type}`);
}

const read = (variable: StoredVariable): VariableRead => ({
  ...variable,
  value: variable.type === VariableType.CREDENTIAL ? null : variable.value,
  default_fields: [...variable.default_fields],
});

/** `seed` is copied; ids and times of new variables are made up in order. */
export function createMemoryVariablesApi(seed: readonly StoredVariable[] = sampleVariables): MemoryVariablesApi {
  let variables = seed.map((variable) => ({ ...variable, default_fields: [...variable.default_fields] }));
  let sequence = 0;
  const now = () => new Date(Date.UTC(2025, 5, 1, 8, 0, sequence)).toISOString();
  const find = (id: string, path: string, notFound: string) => {
    const variable = variables.find((candidate) => candidate.id === id);
    if (!variable) throw refused(path, 404, notFound);
    return variable;
  };
  const checkName = (name: string, path: string, except?: string) => {
    if (variables.some((variable) => variable.name === name && variable.id !== except)) throw refused(path, 400, 'Variable name already exists');
  };

  return {
    stored: () => variables.map((variable) => ({ ...variable })),
    list: async () => variables.map(read),
    create: async (input) => {
      const path = '/api/v1/variables/';
      checkName(input.name, path);
      sequence += 1;
      const variable: StoredVariable = {
        id: `variable-${sequence}`,
        name: input.name,
        type: typeOf(input.type, VariableType.CREDENTIAL, path),
        value: input.value,
        default_fields: [...(input.default_fields ?? [])],
        created_at: now(),
        updated_at: now(),
      };
      variables = [...variables, variable];
      return read(variable);
    },
    update: async (id, changes) => {
      const path = `/api/v1/variables/${id}`;
      const variable = find(id, path, 'Variable not found');
      if (typeOf(changes.type, variable.type, path) !== variable.type) throw refused(path, 400, 'The variable type cannot be changed');
      if (changes.name !== undefined) checkName(changes.name, path, id);
      sequence += 1;
      const updated: StoredVariable = {
        ...variable,
        name: changes.name ?? variable.name,
        value: changes.value ?? variable.value,
        default_fields: changes.default_fields ? [...changes.default_fields] : variable.default_fields,
        updated_at: now(),
      };
      variables = variables.map((candidate) => (candidate.id === id ? updated : candidate));
      return read(updated);
    },
    remove: async (id) => {
      find(id, `/api/v1/variables/${id}`, 'Error deleting variable');
      variables = variables.filter((variable) => variable.id !== id);
    },
  };
}

/** A credential and a generic variable, as a developer would keep them. */
export const sampleVariables: readonly StoredVariable[] = [
  {
    id: 'variable-openai-key',
    name: 'OPENAI_API_KEY',
    type: VariableType.CREDENTIAL,
    value: 'sk-sample-secret',
    default_fields: ['OpenAI API Key'],
    created_at: '2025-05-01T09:30:00Z',
    updated_at: '2025-05-02T10:15:00Z',
  },
  {
    id: 'variable-system-prompt',
    name: 'assistant_prompt',
    type: VariableType.GENERIC,
    value: '你是一个乐于助人的助手。',
    default_fields: ['System Message'],
    created_at: '2025-05-03T14:00:00Z',
    updated_at: '2025-05-03T14:00:00Z',
  },
];

// The global variable form rules of spec/3 section 5, enforced on the server with the form's own
// texts: name and value required, a known type that never changes, field names as a clean list.
import { VARIABLE_NAME_REQUIRED, VARIABLE_VALUE_REQUIRED, VariableType } from '@app/api-client';
import type { VariableKind } from '../db/schema';
import { invalidInput } from '../errors/appError';

export const variableMessages = {
  NAME_REQUIRED: VARIABLE_NAME_REQUIRED,
  VALUE_REQUIRED: VARIABLE_VALUE_REQUIRED,
  NAME_TAKEN: '全局变量名称已存在',
  TYPE_UNKNOWN: '全局变量类型只能是 Credential（凭证）或 Generic（通用）',
  TYPE_LOCKED: '全局变量的类型设置后不可修改',
  NOT_FOUND: 'Variable not found',
  // The text the variables screen shows when a delete finds nothing (spec/3 section 8).
  DELETE_NOT_FOUND: 'Error deleting variable',
} as const;

// Langflow's spellings in any letter case; its voice settings save their keys as "secret".
const TYPE_SPELLINGS: Readonly<Record<string, VariableKind>> = {
  credential: VariableType.CREDENTIAL,
  secret: VariableType.CREDENTIAL,
  generic: VariableType.GENERIC,
};

/** The stored type for a requested one; nothing requested means a credential, as in Langflow. */
export function parseVariableType(requested: string | null | undefined): VariableKind {
  const spelled = requested?.trim() ?? '';
  if (spelled === '') return VariableType.CREDENTIAL;
  const kind = Object.hasOwn(TYPE_SPELLINGS, spelled.toLowerCase()) ? TYPE_SPELLINGS[spelled.toLowerCase()] : undefined;
  if (!kind) throw invalidInput(variableMessages.TYPE_UNKNOWN);
  return kind;
}

/** The trimmed name; refused when empty, since flows name the variable to load by it. */
export function checkVariableName(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') throw invalidInput(variableMessages.NAME_REQUIRED);
  return trimmed;
}

/** The value as given (keys may end in significant characters); refused when blank. */
export function checkVariableValue(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') throw invalidInput(variableMessages.VALUE_REQUIRED);
  return value;
}

/** Field names trimmed, blanks dropped, each kept once in its first position. */
export function normalizeDefaultFields(fields: readonly string[] | null | undefined): string[] {
  return [...new Set((fields ?? []).map((field) => field.trim()).filter((field) => field !== ''))];
}

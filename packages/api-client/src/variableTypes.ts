// Wire types of the global variables calls (spec/3 sections 3, 5 and 7) and the field rules the
// variables screen, the editor and the server share.

/** A credential is stored encrypted and never shown again; a generic variable is plain text. */
export const VariableType = {
  CREDENTIAL: 'Credential',
  GENERIC: 'Generic',
} as const;

export type VariableTypeValue = (typeof VariableType)[keyof typeof VariableType];

/** GET variables/ and the answers of POST and PATCH. */
export interface VariableRead {
  id: string;
  name: string;
  type: VariableTypeValue;
  /** The value of a generic variable; always null for a credential (masked in every answer). */
  value: string | null;
  /** Field display names this variable fills by default in new components. */
  default_fields: string[];
  created_at: string;
  updated_at: string;
}

/**
 * POST variables/. `type` defaults to Credential; the server also takes Langflow's spellings in
 * any letter case (`credential`, `generic`, and `secret`, the voice keys' word for a credential).
 */
export interface VariableCreate {
  name: string;
  value: string;
  type?: VariableTypeValue | string;
  default_fields?: string[];
}

/**
 * PATCH variables/{id}. A left-out `value` keeps the stored one (a credential's value is never
 * sent to the screen, so editing its name or fields must not need it). `type` may only repeat the
 * current type: the type cannot change once set.
 */
export interface VariableUpdate {
  name?: string;
  value?: string;
  type?: VariableTypeValue | string;
  default_fields?: string[];
}

/** The form's texts for a missing name and a missing value (spec/3 section 5). */
export const VARIABLE_NAME_REQUIRED = '请填写全局变量名称';
export const VARIABLE_VALUE_REQUIRED = '请填写全局变量值';

/** The applies-to-fields choices when the component catalogue offers no field names. */
export const VARIABLE_FIELD_FALLBACK: readonly string[] = ['System', 'System Message', 'System Prompt'];

/**
 * Which variable fills which field by default: field display name -> variable name. When two
 * variables list the same field, the later one in the list wins.
 */
export function variablesByField(variables: readonly Pick<VariableRead, 'name' | 'default_fields'>[]): Map<string, string> {
  const byField = new Map<string, string>();
  for (const variable of variables) {
    for (const field of variable.default_fields) byField.set(field, variable.name);
  }
  return byField;
}

/**
 * The choices of the applies-to-fields multi-select, sorted: the catalogue's field names that no
 * other variable claims yet, plus those of the variable being edited. Without field names from
 * the catalogue, the fallback list.
 */
export function variableFieldOptions(
  componentFields: Iterable<string>,
  variables: readonly Pick<VariableRead, 'name' | 'default_fields'>[],
  editing?: Pick<VariableRead, 'default_fields'>,
): string[] {
  const fields = [...componentFields];
  if (fields.length === 0) return [...VARIABLE_FIELD_FALLBACK];
  const claimed = variablesByField(variables);
  const options = new Set(fields.filter((field) => !claimed.has(field.trim())));
  for (const field of editing?.default_fields ?? []) options.add(field);
  return [...options].sort((a, b) => a.localeCompare(b));
}

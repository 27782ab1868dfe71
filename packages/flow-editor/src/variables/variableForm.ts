// The create and edit form of a global variable: its values, its rules (spec/3 section 5) and the
// request each submit sends.
import {
  VARIABLE_NAME_REQUIRED,
  VARIABLE_VALUE_REQUIRED,
  VariableType,
  type VariableCreate,
  type VariableRead,
  type VariableTypeValue,
  type VariableUpdate,
} from '@app/api-client';

export interface VariableFormValues {
  type: VariableTypeValue;
  name: string;
  value: string;
  defaultFields: string[];
}

export type VariableFormErrors = Partial<Record<'name' | 'value', string>>;

/** A new variable starts as a credential, the server's default type. */
export function emptyVariableForm(): VariableFormValues {
  return { type: VariableType.CREDENTIAL, name: '', value: '', defaultFields: [] };
}

/** The form of an existing variable; a credential's value is never sent, so its field starts empty. */
export function variableFormOf(variable: VariableRead): VariableFormValues {
  return { type: variable.type, name: variable.name, value: variable.value ?? '', defaultFields: [...variable.default_fields] };
}

/** True when an empty value keeps the stored one: only when editing a credential. */
export function keepsStoredValue(values: VariableFormValues, editing: boolean): boolean {
  return editing && values.type === VariableType.CREDENTIAL;
}

export function validateVariableForm(values: VariableFormValues, editing: boolean): VariableFormErrors {
  const errors: VariableFormErrors = {};
  if (values.name.trim() === '') errors.name = VARIABLE_NAME_REQUIRED;
  if (values.value.trim() === '' && !keepsStoredValue(values, editing)) errors.value = VARIABLE_VALUE_REQUIRED;
  return errors;
}

const cleanFields = (fields: string[]) => [...new Set(fields.map((field) => field.trim()).filter((field) => field !== ''))];

export function toVariableCreate(values: VariableFormValues): VariableCreate {
  return { name: values.name.trim(), value: values.value, type: values.type, default_fields: cleanFields(values.defaultFields) };
}

/** The PATCH body: the type is not sent (it cannot change), and an empty credential value is left out. */
export function toVariableUpdate(values: VariableFormValues): VariableUpdate {
  const update: VariableUpdate = { name: values.name.trim(), default_fields: cleanFields(values.defaultFields) };
  if (values.value !== '') update.value = values.value;
  return update;
}

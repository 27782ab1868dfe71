// The create or edit form of a key or channel code (spec/3 section 5): name required, at most 30
// characters; domain optional (blank is none).
import { API_KEY_NAME_MAX_LENGTH, type ApiKeyCreate, type ApiKeyRead, type ApiKeyUpdate } from '@app/api-client';

export interface KeyFormValues {
  name: string;
  domain: string;
}

export type KeyFormError = 'nameRequired' | 'nameTooLong';

export const keyFormOf = (key: ApiKeyRead | null): KeyFormValues => ({ name: key?.name ?? '', domain: key?.domain ?? '' });

export function validateKeyForm(values: KeyFormValues): KeyFormError | null {
  const name = values.name.trim();
  if (name === '') return 'nameRequired';
  if (name.length > API_KEY_NAME_MAX_LENGTH) return 'nameTooLong';
  return null;
}

export const toKeyCreate = (values: KeyFormValues, channel: boolean): ApiKeyCreate => ({
  name: values.name.trim(),
  domain: values.domain.trim() || null,
  is_active: true,
  is_channel: channel,
});

export const toKeyUpdate = (values: KeyFormValues): ApiKeyUpdate => ({ name: values.name.trim(), domain: values.domain.trim() || null });

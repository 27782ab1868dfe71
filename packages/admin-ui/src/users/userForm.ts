// The create/edit user form as plain data: its values, its field rules (the shared account rules
// of @app/api-client) and the payloads it sends. A blank password on edit is left out.
import {
  EMPTY_UUID,
  emailProblem,
  newPasswordProblem,
  newUsernameProblem,
  nicknameProblem,
  phoneProblem,
  ROLE_USER,
  type AccountFieldProblem,
  type UserCreate,
  type UserRead,
  type UserUpdate,
} from '@app/api-client';
import { fieldProblemKey } from '../shared/fieldProblem';

export type UserFormMode = 'create' | 'edit';

export interface UserFormValues {
  profile_image: string | null;
  username: string;
  name: string;
  password: string;
  telephone: string;
  email: string;
  role: number;
  user_group_ids: string[];
}

export type UserFormField = keyof UserFormValues;
/** Translation keys (namespace admin) of the fields that fail their rule. */
export type UserFormErrors = Partial<Record<UserFormField, string>>;

/** The default group first, always there, never twice: it cannot be removed from a user. */
export function withDefaultGroup(groupIds: readonly string[]): string[] {
  return [EMPTY_UUID, ...groupIds.filter((id) => id !== EMPTY_UUID)];
}

export function emptyUserForm(): UserFormValues {
  return { profile_image: null, username: '', name: '', password: '', telephone: '', email: '', role: ROLE_USER, user_group_ids: [EMPTY_UUID] };
}

export function userFormFrom(user: UserRead): UserFormValues {
  return {
    profile_image: user.profile_image,
    username: user.username,
    name: user.name,
    password: '',
    telephone: user.telephone ?? '',
    email: user.email ?? '',
    role: user.role,
    user_group_ids: withDefaultGroup(user.user_group_ids),
  };
}

const isBlank = (value: string) => value.trim() === '';

/** Optional fields: checked only when something was typed. */
const ifGiven = (value: string, rule: (value: string) => AccountFieldProblem | null) => (isBlank(value) ? null : rule(value.trim()));

export function userFormErrors(values: UserFormValues, mode: UserFormMode): UserFormErrors {
  const problems: Partial<Record<UserFormField, AccountFieldProblem | null>> = {
    username: mode === 'create' ? newUsernameProblem(values.username.trim()) : null,
    name: nicknameProblem(values.name),
    password: mode === 'create' || !isBlank(values.password) ? newPasswordProblem(values.password) : null,
    telephone: ifGiven(values.telephone, phoneProblem),
    email: ifGiven(values.email, emailProblem),
  };
  const errors: UserFormErrors = {};
  if (!values.profile_image) errors.profile_image = 'userForm.profileImageRequired';
  for (const [field, problem] of Object.entries(problems) as [UserFormField, AccountFieldProblem | null][]) {
    if (problem) errors[field] = fieldProblemKey(problem);
  }
  return errors;
}

const orNull = (value: string) => value.trim() || null;

export function toUserCreate(values: UserFormValues): UserCreate {
  return {
    username: values.username.trim(),
    password: values.password,
    name: values.name.trim(),
    profile_image: values.profile_image ?? '',
    role: values.role,
    email: orNull(values.email),
    telephone: orNull(values.telephone),
    user_group_ids: withDefaultGroup(values.user_group_ids),
  };
}

export function toUserUpdate(values: UserFormValues): UserUpdate {
  const update: UserUpdate = {
    name: values.name.trim(),
    profile_image: values.profile_image ?? undefined,
    role: values.role,
    email: orNull(values.email),
    telephone: orNull(values.telephone),
    user_group_ids: withDefaultGroup(values.user_group_ids),
  };
  if (!isBlank(values.password)) update.password = values.password;
  return update;
}

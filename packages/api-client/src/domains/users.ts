// Calls under /api/v1/users (spec/1 section 7): the current user, self-service account calls
// (registration, verification codes, passwords, avatars) and user administration.
import type {
  ExistsCheck,
  GenerateLogoForm,
  RegisterForm,
  ResetPasswordForm,
  StoredImage,
  UpdatePasswordForm,
  VerifyCodeCheck,
  VerifyCodeSent,
  VerifyTarget,
} from '../accountTypes';
import type { BindUserGroupsForm, ListQuery, UserCreate, UserUpdate } from '../adminTypes';
import type { Paged, UserRead } from '../types';
import type { DomainContext } from './context';
import { listSearchParams } from './listQuery';

export interface UsersApi {
  /** GET users/whoami: the signed-in user. */
  whoami(): Promise<UserRead>;
  /** POST users/register. Codes: 10101/10102/10103 taken, 10005/10006 wrong code, 10108 closed. */
  register(form: RegisterForm): Promise<UserRead>;
  /** POST users/send-register-verify-code: a code for a phone or email not yet registered. */
  sendRegisterVerifyCode(target: VerifyTarget): Promise<VerifyCodeSent>;
  /** POST users/send-verify-code: a password-reset code for a registered phone or email. */
  sendVerifyCode(target: VerifyTarget): Promise<VerifyCodeSent>;
  /** POST users/verify-code: checks a code without using it up. */
  verifyCode(check: VerifyCodeCheck): Promise<null>;
  /** POST users/exists: resolves when the key is free; 10101/10102/10103 when taken. */
  exists(check: ExistsCheck): Promise<null>;
  /** POST users/reset-password with a verified code. */
  resetPassword(form: ResetPasswordForm): Promise<null>;
  /** POST users/update-password; 10001 on a wrong old password. Other sessions are signed out. */
  updatePassword(form: UpdatePasswordForm): Promise<null>;
  /** POST users/upload_avatar (multipart `file`). */
  uploadAvatar(file: Blob, fileName: string): Promise<StoredImage>;
  /** POST users/generate_logo: a deterministic image made from the hint. */
  generateLogo(form: GenerateLogoForm): Promise<StoredImage>;
  /** GET users/list (administrators). */
  list(query?: ListQuery): Promise<Paged<UserRead>>;
  /** POST users/ (administrators). */
  create(user: UserCreate): Promise<UserRead>;
  /** PATCH users/{user_id}: administrators, or a user changing their own name and avatar. */
  update(userId: string, changes: UserUpdate): Promise<UserRead>;
  /** DELETE users/{user_id} (administrators; not themselves). */
  remove(userId: string): Promise<null>;
  /** POST users/bind_user_group: adds the groups to every listed user (administrators). */
  bindUserGroups(form: BindUserGroupsForm): Promise<null>;
  /** GET users/user_group/{id}: the members of a group (administrators). */
  membersOf(userGroupId: string): Promise<UserRead[]>;
  /** GET users/all: every user, for pickers (administrators). */
  all(): Promise<UserRead[]>;
}

const base = '/api/v1/users';

export function createUsersApi({ request }: DomainContext): UsersApi {
  const post = <T>(path: string, json: unknown) => request<T>({ method: 'POST', path: `${base}/${path}`, json, envelope: true });
  return {
    whoami: () => request<UserRead>({ path: `${base}/whoami`, envelope: true }),
    register: (form) => post('register', form),
    sendRegisterVerifyCode: (target) => post('send-register-verify-code', target),
    sendVerifyCode: (target) => post('send-verify-code', target),
    verifyCode: (check) => post('verify-code', check),
    exists: (check) => post('exists', check),
    resetPassword: (form) => post('reset-password', form),
    updatePassword: (form) => post('update-password', form),
    uploadAvatar(file, fileName) {
      const multipart = new FormData();
      multipart.append('file', file, fileName);
      return request<StoredImage>({ method: 'POST', path: `${base}/upload_avatar`, multipart, envelope: true });
    },
    generateLogo: (form) => post('generate_logo', form),
    list: (query) => request<Paged<UserRead>>({ path: `${base}/list`, searchParams: listSearchParams(query), envelope: true }),
    create: (user) => post('', user),
    update: (userId, changes) =>
      request<UserRead>({ method: 'PATCH', path: `${base}/${encodeURIComponent(userId)}`, json: changes, envelope: true }),
    remove: (userId) => request<null>({ method: 'DELETE', path: `${base}/${encodeURIComponent(userId)}`, envelope: true }),
    bindUserGroups: (form) => post('bind_user_group', form),
    membersOf: (userGroupId) => request<UserRead[]>({ path: `${base}/user_group/${encodeURIComponent(userGroupId)}`, envelope: true }),
    all: () => request<UserRead[]>({ path: `${base}/all`, envelope: true }),
  };
}

// In-memory self-service account calls for tests and stories: codes are accepted when they are
// FAKE_VERIFY_CODE, names and contacts of the known users count as taken, and registration follows
// the configured mode (closed refuses, approval makes inactive accounts).
import { ApiError, ErrorCode, ROLE_USER, UserKeyType, VerifyPurpose, type UserRead, type VerifyCodeSent, type VerifyTarget } from '@app/api-client';
import type { AccountApi } from '../app/services';

/** The only code the fake verify, register and reset calls accept. */
export const FAKE_VERIFY_CODE = '123456';

/** An envelope answer with a business error code under /api/v1/users, as the client throws it. */
export function refusal(code: number, path = ''): ApiError {
  return new ApiError({ status: 200, code, path: `/api/v1/users/${path}`, message: `refused with ${code}` });
}

/** A fake call that always answers with the error code. */
export const refusing =
  (code: number, path?: string) =>
  async (): Promise<never> => {
    throw refusal(code, path);
  };

const isEmailPurpose = (tpe: number) => tpe === VerifyPurpose.REGISTER_EMAIL || tpe === VerifyPurpose.RESET_PWD_EMAIL;

function sent(target: VerifyTarget): VerifyCodeSent {
  return { channel: isEmailPurpose(target.tpe) ? 'email' : 'sms', logged: false, resend_after: 60, expires_in: 300 };
}

function checkCode(tpe: number, code: string | null | undefined, path: string) {
  if (code !== FAKE_VERIFY_CODE) throw refusal(isEmailPurpose(tpe) ? ErrorCode.EMAIL_CODE_ERROR : ErrorCode.PHONE_CODE_ERROR, path);
}

/** A round image with the hint's first letter, so stories show a picture without a server. */
function letterImage(hint: string): string {
  const letter = (hint.trim()[0] ?? '?').toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="48" fill="#4c6ef5"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

interface AccountDirectory {
  users(): UserRead[];
  registrationMode(): 'open' | 'approval' | 'closed';
  current(): UserRead | null;
  setCurrent(user: UserRead): void;
}

export function createFakeAccountApi(directory: AccountDirectory): AccountApi {
  const taken = (pick: (user: UserRead) => string | null) => (key: string) => directory.users().some((user) => pick(user) === key);
  const takenBy = {
    [UserKeyType.USERNAME]: { has: taken((u) => u.username), code: ErrorCode.USER_EXISTS },
    [UserKeyType.EMAIL]: { has: taken((u) => u.email), code: ErrorCode.EMAIL_EXISTS },
    [UserKeyType.TELEPHONE]: { has: taken((u) => u.telephone), code: ErrorCode.PHONE_EXISTS },
  };

  return {
    sendRegisterVerifyCode: async (target) => sent(target),
    sendVerifyCode: async (target) => sent(target),
    verifyCode: async ({ tpe, code }) => {
      checkCode(tpe, code, 'verify-code');
      return null;
    },
    exists: async ({ tpe, key }) => {
      if (takenBy[tpe].has(key)) throw refusal(takenBy[tpe].code, 'exists');
      return null;
    },
    register: async (form) => {
      if (directory.registrationMode() === 'closed') throw refusal(ErrorCode.REGISTRATION_CLOSED, 'register');
      if (form.email) checkCode(VerifyPurpose.REGISTER_EMAIL, form.email_verify_code, 'register');
      if (form.telephone) checkCode(VerifyPurpose.REGISTER_PHONE, form.telephone_verify_code, 'register');
      return {
        id: crypto.randomUUID(),
        username: form.username,
        name: form.name,
        email: form.email ?? null,
        telephone: form.telephone ?? null,
        profile_image: form.profile_image,
        role: ROLE_USER,
        is_active: directory.registrationMode() !== 'approval',
        user_groups: [],
        user_group_ids: [],
        created_at: new Date().toISOString(),
        last_login_at: null,
      };
    },
    resetPassword: async ({ tpe, code }) => {
      checkCode(tpe, code, 'reset-password');
      return null;
    },
    updatePassword: async () => null,
    uploadAvatar: async (_file, fileName) => ({ file_path: letterImage(fileName) }),
    generateLogo: async ({ hint }) => ({ file_path: letterImage(hint) }),
    update: async (userId, changes) => {
      const user = directory.current();
      if (!user || user.id !== userId) throw refusal(ErrorCode.USER_NOT_FOUND, userId);
      const updated: UserRead = { ...user, name: changes.name ?? user.name, profile_image: changes.profile_image ?? user.profile_image };
      directory.setCurrent(updated);
      return updated;
    },
  };
}

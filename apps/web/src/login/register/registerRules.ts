// Checks and payload of the registration form (spec/1 section 5). Phone and email are optional;
// each one given must be valid and is sent with its verification code.
import {
  emailProblem,
  newUsernameProblem,
  nicknameProblem,
  phoneProblem,
  type AccountFieldProblem,
  type RegisterForm,
} from '@app/api-client';
import { newPasswordPairProblems } from '../newPassword';

export interface RegisterValues {
  username: string;
  nickname: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  profileImage: string | null;
  termsAccepted: boolean;
}

export type RegisterField = keyof RegisterValues;

/** Keys of the auth namespace's `validation` texts. */
export type RegisterProblem = AccountFieldProblem | 'passwordMismatch' | 'avatarRequired' | 'termsRequired' | TakenProblem;
export type TakenProblem = 'usernameTaken' | 'phoneTaken' | 'emailTaken';

export type RegisterProblems = Partial<Record<RegisterField, RegisterProblem>>;

export const emptyRegisterValues: RegisterValues = {
  username: '',
  nickname: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  profileImage: null,
  termsAccepted: false,
};

const optional = (value: string, check: (value: string) => AccountFieldProblem | null) => (value.trim() ? check(value.trim()) : null);

/** Every problem of the form that can be seen without asking the server. */
export function registerProblems(values: RegisterValues): RegisterProblems {
  const passwords = newPasswordPairProblems(values.password, values.confirmPassword);
  const found: Record<RegisterField, RegisterProblem | null> = {
    username: newUsernameProblem(values.username.trim()),
    nickname: nicknameProblem(values.nickname),
    phone: optional(values.phone, phoneProblem),
    email: optional(values.email, emailProblem),
    password: passwords.password,
    confirmPassword: passwords.confirm,
    profileImage: values.profileImage ? null : 'avatarRequired',
    termsAccepted: values.termsAccepted ? null : 'termsRequired',
  };
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem !== null));
}

export interface VerifiedCodes {
  telephone: string;
  email: string;
}

/** The POST users/register body: trimmed values, absent contacts as null. */
export function registerPayload(values: RegisterValues, codes: VerifiedCodes): RegisterForm {
  const phone = values.phone.trim();
  const email = values.email.trim();
  return {
    username: values.username.trim(),
    name: values.nickname.trim(),
    password: values.password.trim(),
    profile_image: values.profileImage ?? '',
    telephone: phone || null,
    telephone_verify_code: phone ? codes.telephone : null,
    email: email || null,
    email_verify_code: email ? codes.email : null,
  };
}

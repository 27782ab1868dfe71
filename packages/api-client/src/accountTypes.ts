// Wire types of registration, verification codes, password changes and avatars (spec/1 sections 3
// and 7). Shared with the server like types.ts.

/** How a user is named: the tpe of `users/exists` and the login types of spec/1 section 3. */
export const UserKeyType = { TELEPHONE: 1, USERNAME: 2, EMAIL: 4 } as const;
export type UserKeyTypeValue = (typeof UserKeyType)[keyof typeof UserKeyType];

/** Verification purposes: the tpe of the verify-code calls and of `users/reset-password`. */
export const VerifyPurpose = { REGISTER_PHONE: 1, REGISTER_EMAIL: 2, RESET_PWD_PHONE: 4, RESET_PWD_EMAIL: 8 } as const;
export type VerifyPurposeValue = (typeof VerifyPurpose)[keyof typeof VerifyPurpose];

/** Upload kinds (storage_type of `users/generate_logo`). */
export const UploadKind = { USER_AVATAR: 1, LOGO_COMPONENT: 2, LOGO_STORE: 3, DOCUMENT: 4, EMBED_IMG: 5, TEMP: 6 } as const;
export type UploadKindValue = (typeof UploadKind)[keyof typeof UploadKind];

/** Verification codes: 6 digits, valid 5 minutes, 5 wrong tries, one send per 60 s per target. */
export const VERIFY_CODE_LENGTH = 6;
export const VERIFY_CODE_RESEND_SECONDS = 60;
/** Avatar uploads: spec/1 section 5. */
export const AVATAR_MAX_BYTES = 512 * 1024;
export const AVATAR_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'ico', 'svg'] as const;

/** POST users/register. Phone and email are optional, but each one given needs its code. */
export interface RegisterForm {
  username: string;
  password: string;
  name: string;
  profile_image: string;
  email?: string | null;
  email_verify_code?: string | null;
  telephone?: string | null;
  telephone_verify_code?: string | null;
}

export interface VerifyTarget {
  tpe: VerifyPurposeValue;
  /** The phone number or email address. */
  key: string;
}

export interface VerifyCodeCheck extends VerifyTarget {
  code: string;
}

/** Answer of the send calls. */
export interface VerifyCodeSent {
  channel: 'email' | 'sms';
  /** No mail server or SMS provider is configured: the code went to the server log (development). */
  logged: boolean;
  /** Seconds before the same target may be sent another code. */
  resend_after: number;
  /** Seconds the code stays valid. */
  expires_in: number;
}

export interface ExistsCheck {
  tpe: UserKeyTypeValue;
  key: string;
}

export interface ResetPasswordForm extends VerifyCodeCheck {
  password: string;
}

export interface UpdatePasswordForm {
  old_password: string;
  new_password: string;
}

export interface GenerateLogoForm {
  storage_type: UploadKindValue;
  /** Text the image is derived from (a name); the same hint gives the same image. */
  hint: string;
}

/** Answer of `users/upload_avatar` and `users/generate_logo`: a server path usable as profile_image. */
export interface StoredImage {
  file_path: string;
}

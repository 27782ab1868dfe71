// Self-registration (POST users/register): every field rule, free names, a valid code for each
// phone number and email address given, then the account in the default group with the
// configured role; under REGISTRATION_MODE=approval it waits for an administrator.
import {
  emailProblem,
  ErrorCode,
  newPasswordProblem,
  newUsernameProblem,
  nicknameProblem,
  phoneProblem,
  verifyCodeProblem,
  VerifyPurpose,
  type UserRead,
} from '@app/api-client';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { PasswordHasher } from '../auth/passwords';
import type { AppConfig } from '../config/appConfig';
import { isUniqueViolation } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import { businessError, invalidField } from '../errors/appError';
import { fileIdOfPublicPath, PUBLIC_FILE_KINDS, publicFilePath, type StoredFiles } from '../files/storedFiles';
import { assertNoFieldProblem } from './fieldProblems';
import { insertUser, readUser, takenAccountName, type NewUser } from './userQueries';
import type { ConsumedCode, VerificationCodes } from './verification/verificationCodes';
import { normalizedEmail, normalizedPhone } from './verification/verifyTargets';

export const PROFILE_IMAGE_REQUIRED = '请上传用户图标';

/** REGISTRATION_MODE=closed: registration and its codes answer 10108. */
export function assertRegistrationOpen(mode: AppConfig['registrationMode']): void {
  if (mode === 'closed') throw businessError(ErrorCode.REGISTRATION_CLOSED);
}

const optionalText = z.string().nullish();

export const registerBody = z.object({
  username: z.string(),
  name: z.string(),
  password: z.string(),
  profile_image: optionalText,
  email: optionalText,
  email_verify_code: optionalText,
  telephone: optionalText,
  telephone_verify_code: optionalText,
});

export type RegisterBody = z.infer<typeof registerBody>;

export interface RegistrationContext {
  db: Kysely<DatabaseSchema>;
  config: Pick<AppConfig, 'registrationMode' | 'defaultRole'>;
  codes: VerificationCodes;
  storedFiles: StoredFiles;
  passwords: PasswordHasher;
}

/** A phone number or email address with its code; null when the form leaves it empty. */
interface Contact {
  purpose: typeof VerifyPurpose.REGISTER_PHONE | typeof VerifyPurpose.REGISTER_EMAIL;
  target: string;
  code: string;
}

function contactOf(purpose: Contact['purpose'], value: string | null | undefined, code: string | null | undefined): Contact | null {
  if (!value?.trim()) return null;
  const phone = purpose === VerifyPurpose.REGISTER_PHONE;
  const target = phone ? normalizedPhone(value) : normalizedEmail(value);
  assertNoFieldProblem(phone ? phoneProblem(target) : emailProblem(target), verifyCodeProblem(code ?? ''));
  return { purpose, target, code: code ?? '' };
}

/** The id of the stored picture the path names; 10003 请上传用户图标 when it names none. */
async function profileImageFileId(storedFiles: StoredFiles, path: string | null | undefined): Promise<string> {
  const fileId = path ? fileIdOfPublicPath(path.trim()) : null;
  const file = fileId ? await storedFiles.find(fileId) : undefined;
  if (!file || !PUBLIC_FILE_KINDS.has(file.kind)) throw invalidField(PROFILE_IMAGE_REQUIRED);
  return file.id;
}

/** Inserts the account; a name taken meanwhile (a concurrent registration) answers its code. */
async function insertAccount(db: Kysely<DatabaseSchema>, user: NewUser): Promise<string> {
  const names = { username: user.username, email: user.email, telephone: user.telephone };
  try {
    const id = await insertUser(db, user);
    if (id) return id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  throw businessError((await takenAccountName(db, names)) ?? ErrorCode.USER_EXISTS);
}

/**
 * `admit` is asked once the form is valid and its names free, before any code or hash is spent:
 * it throws to refuse (the route's budget of accounts per client address).
 */
export async function register(context: RegistrationContext, body: RegisterBody, admit: () => Promise<void>): Promise<UserRead> {
  const { db, config, codes, storedFiles, passwords } = context;
  assertRegistrationOpen(config.registrationMode);
  const name = body.name.trim();
  assertNoFieldProblem(newUsernameProblem(body.username), nicknameProblem(name));
  const phone = contactOf(VerifyPurpose.REGISTER_PHONE, body.telephone, body.telephone_verify_code);
  const email = contactOf(VerifyPurpose.REGISTER_EMAIL, body.email, body.email_verify_code);
  assertNoFieldProblem(newPasswordProblem(body.password));
  const imageFileId = await profileImageFileId(storedFiles, body.profile_image);

  const taken = await takenAccountName(db, { username: body.username, email: email?.target, telephone: phone?.target });
  if (taken) throw businessError(taken);
  await admit();
  const consumed: ConsumedCode[] = [];
  let userId: string;
  try {
    // The codes first: a wrong one costs no hash (anyone may call this, and hashes take turns server-wide).
    for (const contact of [phone, email]) if (contact) consumed.push(await codes.consume(contact.purpose, contact.target, contact.code));
    const passwordHash = await passwords.hash(body.password);
    userId = await insertAccount(db, {
      username: body.username,
      name,
      passwordHash,
      role: config.defaultRole,
      email: email?.target ?? null,
      telephone: phone?.target ?? null,
      profileImage: publicFilePath(imageFileId),
      approvalPending: config.registrationMode === 'approval',
    });
  } catch (error) {
    // Nothing was created: the codes stay usable for the next try.
    await Promise.all(consumed.map((code) => code.restore()));
    throw error;
  }
  await storedFiles.claim(imageFileId, userId);
  const user = await readUser(db, userId);
  if (!user) throw new Error(`registered user ${userId} is not readable`);
  return user;
}

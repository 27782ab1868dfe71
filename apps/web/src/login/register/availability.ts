// Whether a username, phone number or email is still free (POST users/exists).
import { ErrorCode, isApiError, UserKeyType, type ExistsCheck } from '@app/api-client';
import type { AccountApi } from '../../app/services';
import type { TakenProblem } from './registerRules';

const takenProblems: Record<ExistsCheck['tpe'], TakenProblem> = {
  [UserKeyType.USERNAME]: 'usernameTaken',
  [UserKeyType.TELEPHONE]: 'phoneTaken',
  [UserKeyType.EMAIL]: 'emailTaken',
};

const takenCodes = new Set<number>([ErrorCode.USER_EXISTS, ErrorCode.PHONE_EXISTS, ErrorCode.EMAIL_EXISTS]);

/**
 * The problem to show when the key is taken, else null. A failed check (offline, server error)
 * counts as free here: registration itself refuses a taken key with its own code.
 */
export async function takenProblem(exists: AccountApi['exists'], check: ExistsCheck): Promise<TakenProblem | null> {
  try {
    await exists(check);
    return null;
  } catch (error) {
    return isApiError(error) && error.code !== undefined && takenCodes.has(error.code) ? takenProblems[check.tpe] : null;
  }
}

// Bodies of the user administration calls, judged by the shared field rules of @app/api-client so
// the forms and the server word a bad field alike.
import { emailProblem, newPasswordProblem, newUsernameProblem, nicknameProblem, phoneProblem, ROLE_ADMIN, ROLE_DEV, ROLE_USER, type AccountFieldProblem } from '@app/api-client';
import { z } from 'zod';
import { fieldProblemMessages, ruleChecked } from '../accounts/fieldProblems';
import { idList, requiredText } from './adminFields';
import { adminMessages } from './adminMessages';

/** A stored image's server path (`/api/v1/files/public/<id>`); the service checks that it names one. */
const profileImage = requiredText(adminMessages.PROFILE_IMAGE_REQUIRED, 1024);

const nickname = ruleChecked(nicknameProblem).transform((value) => value.trim());

const role = z.union([z.literal(ROLE_USER), z.literal(ROLE_DEV), z.literal(ROLE_ADMIN)]);

/** A phone number or email that may be cleared: blank or null gives null, anything else must pass the rule. */
function clearableContact(rule: (value: string) => AccountFieldProblem | null) {
  return z
    .string()
    .trim()
    .nullable()
    .transform((value, context) => {
      if (!value) return null;
      const problem = rule(value);
      if (problem) context.addIssue({ code: 'custom', message: fieldProblemMessages[problem] });
      return value;
    });
}

export const userCreateBody = z.object({
  username: ruleChecked(newUsernameProblem),
  name: nickname,
  password: ruleChecked(newPasswordProblem),
  profile_image: profileImage,
  role,
  email: clearableContact(emailProblem).optional(),
  telephone: clearableContact(phoneProblem).optional(),
  user_group_ids: idList.optional(),
});

export type UserCreateBody = z.infer<typeof userCreateBody>;

export const userUpdateBody = z.object({
  name: nickname.optional(),
  profile_image: profileImage.optional(),
  role: role.optional(),
  email: clearableContact(emailProblem).optional(),
  telephone: clearableContact(phoneProblem).optional(),
  password: ruleChecked(newPasswordProblem).optional(),
  is_active: z.boolean().optional(),
  user_group_ids: idList.optional(),
});

export type UserUpdateBody = z.infer<typeof userUpdateBody>;

/** What users may change of their own account without being administrators. */
export const SELF_EDITABLE_FIELDS: ReadonlySet<string> = new Set(['name', 'profile_image']);

/** The fields of a raw update body that are set (a field sent as undefined is not there in JSON). */
export function fieldsSetIn(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  return Object.keys(userUpdateBody.shape).filter((field) => (body as Record<string, unknown>)[field] !== undefined);
}

const nonEmptyIdList = z.array(z.string()).min(1).pipe(idList);

export const bindUserGroupsBody = z.object({ user_ids: nonEmptyIdList, user_group_ids: nonEmptyIdList });

// Request pieces of the administration routes: the paged list query and the text fields of the
// user-group and policy-group forms, whose failures answer 10003 with the spec's own message.
import { ADMIN_PAGE_SIZE, DESCRIPTION_MAX_LENGTH } from '@app/api-client';
import { z } from 'zod';
import { MAX_PAGE_SIZE, pageQuery } from '../db/paging';

/** Names of user groups and policy groups. */
export const GROUP_NAME_MAX_LENGTH = 50;

export const tooLongMessage = (maxLength: number) => `最多${maxLength}个字符`;

/** `search`, `page`, `size` (15) and `order` of created time (newest first) of users/list, user-groups/list and policy/list. */
export const adminListQuery = pageQuery.extend({
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || undefined),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export type AdminListQuery = z.infer<typeof adminListQuery>;

function lengthChecked(value: string, maxLength: number, context: z.RefinementCtx): string {
  if (value.length > maxLength) context.addIssue({ code: 'custom', message: tooLongMessage(maxLength) });
  return value;
}

/** A text that must be given (a missing or blank value answers `message`), trimmed, at most maxLength. */
export function requiredText(message: string, maxLength: number) {
  return z.unknown().transform((value, context) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return lengthChecked(text, maxLength, context);
  });
}

/** An optional description: trimmed, empty when missing, at most 500 characters. */
export const optionalDescription = z
  .string()
  .nullish()
  .transform((value, context) => lengthChecked(value?.trim() ?? '', DESCRIPTION_MAX_LENGTH, context));

/** Record ids in a request body; repeats are dropped. */
export const idList = z
  .array(z.string().min(1).max(64))
  .max(1000)
  .transform((ids) => [...new Set(ids)]);

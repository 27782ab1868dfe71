// Requests of the API key calls (spec/3 section 7) and the messages they answer with.
import { API_KEY_DOMAIN_MAX_LENGTH, API_KEY_NAME_MAX_LENGTH, API_KEY_REFUSAL } from '@app/api-client';
import { z } from 'zod';
import { requiredText } from '../admin/adminFields';
import { queryBoolean } from '../http/querySchemas';
import { normalizeDomain } from './keyDomain';

export const keyMessages = {
  NAME_REQUIRED: '请输入名称',
  DOMAIN_INVALID: '域名格式不正确',
  /** Also the answer for another user's key, so ids cannot be probed. */
  KEY_NOT_FOUND: '密钥不存在',
  /** The key is switched off (HTTP 403). */
  KEY_DISABLED: API_KEY_REFUSAL.DISABLED,
  /** The key is bound to another site than the calling page's (HTTP 403). */
  ORIGIN_REFUSED: API_KEY_REFUSAL.OTHER_SITE,
} as const;

/** An optional domain: blank is none; otherwise a host or an origin, stored normalised. */
const domain = z
  .string()
  .max(API_KEY_DOMAIN_MAX_LENGTH)
  .nullish()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    if (value === null || value.trim() === '') return null;
    const normalized = normalizeDomain(value);
    if (normalized === undefined) {
      context.addIssue({ code: 'custom', message: keyMessages.DOMAIN_INVALID });
      return z.NEVER;
    }
    return normalized;
  });

const name = requiredText(keyMessages.NAME_REQUIRED, API_KEY_NAME_MAX_LENGTH);

export const keyStoreParams = z.object({ storeId: z.string().min(1).max(64) });
export const keyIdParams = z.object({ keyId: z.string().min(1).max(64) });

export const keyListQuery = z.object({
  channel_only: queryBoolean.default(false),
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || undefined),
});

export const keyCreateBody = z.object({
  name,
  domain,
  is_active: z.boolean().default(true),
  is_channel: z.boolean().default(false),
});

export const keyUpdateBody = z.object({
  name: name.optional(),
  domain,
  is_active: z.boolean().optional(),
});

// Requests of the marketplace, publishing and conversation routes.
import { CONVERSATION_PAGE_SIZE, RELEASE_HISTORY_PAGE_SIZE, RELEASE_NOTE_MAX_LENGTH, STORE_PAGE_SIZE } from '@app/api-client';
import { z } from 'zod';
import { requiredText } from '../admin/adminFields';
import { MAX_PAGE_SIZE, pageQuery } from '../db/paging';
import { queryBoolean } from '../http/querySchemas';
import { storeMessages } from './storeMessages';

const search = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => value || undefined);

const sizeOf = (defaultSize: number) => z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize);

export const storePageQuery = pageQuery.extend({ search, size: sizeOf(STORE_PAGE_SIZE) });

export const storeListQuery = storePageQuery.extend({ belongs_me: queryBoolean.default(false), likes: queryBoolean.default(false) });

export const releaseHistoryQuery = pageQuery.extend({ size: sizeOf(RELEASE_HISTORY_PAGE_SIZE) });

export const conversationsQuery = pageQuery.extend({ store_id: z.string().min(1).max(64), size: sizeOf(CONVERSATION_PAGE_SIZE) });

export const historyQuery = pageQuery.extend({ size: sizeOf(STORE_PAGE_SIZE) });

/** Store ids are UUIDs; anything else simply names no store. */
export const storeParams = z.object({ storeId: z.string().min(1).max(64) });
export const tagParams = z.object({ tag: z.string().min(1).max(100) });
export const flowIdParams = z.object({ flowId: z.string().min(1).max(64) });
/** Conversation ids are made by the chat page; longer ones are refused where a conversation starts. */
export const CONVERSATION_ID_MAX_LENGTH = 200;
export const sessionParams = z.object({ sessionId: z.string().min(1).max(CONVERSATION_ID_MAX_LENGTH) });

export const storeIdBody = z.object({ store_id: z.string().min(1).max(64) });
export const storeIdsBody = z.object({ stores_ids: z.array(z.string().min(1).max(64)).max(100) });

export const storeNodeQuery = z.object({ search: search.default('UIOutput'), preview: queryBoolean.default(false) });
export const findNodeBody = z.object({ store_id: z.string().min(1).max(64), search: search.default('UIOutput') });

export const releaseBody = z.object({
  flow_id: z.string().min(1).max(64),
  note: requiredText(storeMessages.NOTE_REQUIRED, RELEASE_NOTE_MAX_LENGTH),
});

export const bindPolicyBody = z.object({ store_id: z.string().min(1).max(64), policy_id: z.string().min(1).max(64) });

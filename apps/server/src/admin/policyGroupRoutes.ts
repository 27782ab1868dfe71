// /api/v1/policy: policy groups (权限策略), administrators only, except the list of them all, which
// developers read too: the editor's 设置 tab binds their apps to one (spec/3 "Publishing and
// policy"). The default policy group (everyone may use the app) can be neither changed nor deleted.
import { DESCRIPTION_MAX_LENGTH, EMPTY_UUID, ErrorCode, ROLE_ADMIN, ROLE_DEV, type Envelope, type Paged, type PolicyGroupRead } from '@app/api-client';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DatabaseSchema } from '../db/schema';
import { businessError } from '../errors/appError';
import { success } from '../errors/envelope';
import { adminListQuery, GROUP_NAME_MAX_LENGTH, idList, requiredText } from './adminFields';
import { adminMessages } from './adminMessages';
import { allPolicyGroups, deletePolicyGroup, insertPolicyGroup, listPolicyGroups, policyGroupExists, readPolicyGroup, updatePolicyGroup, type PolicyGroupValues } from './policyGroupQueries';
import { existingGroupIdsAmong } from './userGroupQueries';
import { liveUserIdsAmong } from './userDirectory';

const policyGroupBody = z.object({
  name: requiredText(adminMessages.POLICY_NAME_REQUIRED, GROUP_NAME_MAX_LENGTH),
  description: requiredText(adminMessages.POLICY_DESCRIPTION_REQUIRED, DESCRIPTION_MAX_LENGTH),
  allowed_group_ids: idList.default([]),
  allowed_user_ids: idList.default([]),
  denied_group_ids: idList.default([]),
  denied_user_ids: idList.default([]),
});

const policyParams = z.object({ id: z.string() });

const adminOnly = { auth: ROLE_ADMIN, errorFormat: 'envelope' } as const;
const developers = { auth: ROLE_DEV, errorFormat: 'envelope' } as const;

/** The body as stored values, once every user group and user it names is known to exist. */
async function policyValues(db: Kysely<DatabaseSchema>, rawBody: unknown): Promise<PolicyGroupValues> {
  const body = policyGroupBody.parse(rawBody ?? {});
  const groupIds = [...body.allowed_group_ids, ...body.denied_group_ids];
  const userIds = [...body.allowed_user_ids, ...body.denied_user_ids];
  const [groups, users] = await Promise.all([existingGroupIdsAmong(db, groupIds), liveUserIdsAmong(db, userIds)]);
  if (groupIds.some((id) => !groups.has(id))) throw businessError(ErrorCode.PARAMETER_ERROR, adminMessages.USER_GROUP_NOT_FOUND);
  if (userIds.some((id) => !users.has(id))) throw businessError(ErrorCode.PARAMETER_ERROR, adminMessages.USER_NOT_FOUND);
  return {
    name: body.name,
    description: body.description,
    allowedGroupIds: body.allowed_group_ids,
    allowedUserIds: body.allowed_user_ids,
    deniedGroupIds: body.denied_group_ids,
    deniedUserIds: body.denied_user_ids,
  };
}

export function registerPolicyGroupRoutes(app: FastifyInstance, db: Kysely<DatabaseSchema>): void {
  const base = '/api/v1/policy';
  const notFound = () => businessError(ErrorCode.PARAMETER_ERROR, adminMessages.POLICY_GROUP_NOT_FOUND);

  async function existingPolicyGroup(policyGroupId: string): Promise<PolicyGroupRead> {
    const policyGroup = await readPolicyGroup(db, policyGroupId);
    if (!policyGroup) throw notFound();
    return policyGroup;
  }

  app.get(`${base}/list`, { config: adminOnly }, async (request): Promise<Envelope<Paged<PolicyGroupRead>>> => {
    return success(await listPolicyGroups(db, adminListQuery.parse(request.query)));
  });

  app.get(`${base}/all`, { config: developers }, async (): Promise<Envelope<PolicyGroupRead[]>> => success(await allPolicyGroups(db)));

  app.post(`${base}/`, { config: adminOnly }, async (request): Promise<Envelope<PolicyGroupRead>> => {
    const values = await policyValues(db, request.body);
    return success(await existingPolicyGroup(await insertPolicyGroup(db, values)));
  });

  app.patch(`${base}/:id`, { config: adminOnly }, async (request): Promise<Envelope<PolicyGroupRead>> => {
    const { id } = policyParams.parse(request.params);
    if (id === EMPTY_UUID) throw businessError(ErrorCode.DEFAULT_GROUP_PROTECTED, adminMessages.DEFAULT_POLICY_UPDATE);
    const values = await policyValues(db, request.body);
    if (!(await policyGroupExists(db, id))) throw notFound();
    await updatePolicyGroup(db, id, values);
    return success(await existingPolicyGroup(id));
  });

  app.delete(`${base}/:id`, { config: adminOnly }, async (request): Promise<Envelope<null>> => {
    const { id } = policyParams.parse(request.params);
    // The spec's client reads 10001 on this call as 默认策略组禁止删除.
    if (id === EMPTY_UUID) throw businessError(ErrorCode.WRONG_CREDENTIALS, adminMessages.DEFAULT_POLICY_DELETE);
    if (!(await policyGroupExists(db, id))) throw notFound();
    await deletePolicyGroup(db, id);
    return success(null);
  });
}

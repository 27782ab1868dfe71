// /api/v1/user-groups: user groups, administrators only. The default group (所有用户) can be
// neither changed nor deleted.
import { EMPTY_UUID, ErrorCode, ROLE_ADMIN, type Envelope, type Paged, type UserGroupRead } from '@app/api-client';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DatabaseSchema } from '../db/schema';
import { businessError } from '../errors/appError';
import { success } from '../errors/envelope';
import { adminListQuery, GROUP_NAME_MAX_LENGTH, optionalDescription, requiredText } from './adminFields';
import { adminMessages } from './adminMessages';
import { allUserGroups, deleteUserGroup, insertUserGroup, listUserGroups, readUserGroup, updateUserGroup, userGroupExists } from './userGroupQueries';

const userGroupBody = z.object({
  name: requiredText(adminMessages.USER_GROUP_NAME_REQUIRED, GROUP_NAME_MAX_LENGTH),
  description: optionalDescription,
});

const groupParams = z.object({ id: z.string() });

const adminOnly = { auth: ROLE_ADMIN, errorFormat: 'envelope' } as const;

export function registerUserGroupRoutes(app: FastifyInstance, db: Kysely<DatabaseSchema>): void {
  const base = '/api/v1/user-groups';

  const notFound = () => businessError(ErrorCode.PARAMETER_ERROR, adminMessages.USER_GROUP_NOT_FOUND);

  async function existingGroup(groupId: string): Promise<UserGroupRead> {
    const group = await readUserGroup(db, groupId);
    if (!group) throw notFound();
    return group;
  }

  app.get(`${base}/list`, { config: adminOnly }, async (request): Promise<Envelope<Paged<UserGroupRead>>> => {
    return success(await listUserGroups(db, adminListQuery.parse(request.query)));
  });

  app.get(`${base}/all`, { config: adminOnly }, async (): Promise<Envelope<UserGroupRead[]>> => success(await allUserGroups(db)));

  app.post(`${base}/`, { config: adminOnly }, async (request): Promise<Envelope<UserGroupRead>> => {
    const body = userGroupBody.parse(request.body ?? {});
    return success(await existingGroup(await insertUserGroup(db, body)));
  });

  app.patch(`${base}/:id`, { config: adminOnly }, async (request): Promise<Envelope<UserGroupRead>> => {
    const { id } = groupParams.parse(request.params);
    if (id === EMPTY_UUID) throw businessError(ErrorCode.DEFAULT_GROUP_PROTECTED, adminMessages.DEFAULT_GROUP_UPDATE);
    const body = userGroupBody.parse(request.body ?? {});
    if (!(await userGroupExists(db, id))) throw notFound();
    await updateUserGroup(db, id, body);
    return success(await existingGroup(id));
  });

  app.delete(`${base}/:id`, { config: adminOnly }, async (request): Promise<Envelope<null>> => {
    const { id } = groupParams.parse(request.params);
    // The spec's client reads 10001 on this call as 默认用户组禁止删除.
    if (id === EMPTY_UUID) throw businessError(ErrorCode.WRONG_CREDENTIALS, adminMessages.DEFAULT_GROUP_DELETE);
    if (!(await userGroupExists(db, id))) throw notFound();
    await deleteUserGroup(db, id);
    return success(null);
  });
}

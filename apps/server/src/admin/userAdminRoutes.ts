// User administration under /api/v1/users: lists, pickers, create, change, delete and group binding.
// Administrators only, except PATCH, which also lets users change their own nickname and avatar.
import { ErrorCode, ROLE_ADMIN, ROLE_USER, type Envelope, type Paged, type UserRead } from '@app/api-client';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/authHook';
import { businessError } from '../errors/appError';
import { success } from '../errors/envelope';
import { adminListQuery } from './adminFields';
import { adminMessages } from './adminMessages';
import { userGroupExists } from './userGroupQueries';
import { bindUserGroups, createUserAccount, deleteUserAccount, updateUserAccount, type UserAdminContext } from './userAdminService';
import { allUsers, listUsers, membersOfGroup } from './userDirectory';
import { bindUserGroupsBody, userCreateBody } from './userSchemas';

const userParams = z.object({ user_id: z.string() });
const groupParams = z.object({ id: z.string() });

const adminOnly = { auth: ROLE_ADMIN, errorFormat: 'envelope' } as const;

export function registerUserAdminRoutes(app: FastifyInstance, context: UserAdminContext): void {
  const { db } = context;
  const base = '/api/v1/users';

  app.get(`${base}/list`, { config: adminOnly }, async (request): Promise<Envelope<Paged<UserRead>>> => {
    return success(await listUsers(db, adminListQuery.parse(request.query)));
  });

  app.get(`${base}/all`, { config: adminOnly }, async (): Promise<Envelope<UserRead[]>> => success(await allUsers(db)));

  app.get(`${base}/user_group/:id`, { config: adminOnly }, async (request): Promise<Envelope<UserRead[]>> => {
    const { id } = groupParams.parse(request.params);
    if (!(await userGroupExists(db, id))) throw businessError(ErrorCode.PARAMETER_ERROR, adminMessages.USER_GROUP_NOT_FOUND);
    return success(await membersOfGroup(db, id));
  });

  app.post(`${base}/`, { config: adminOnly }, async (request): Promise<Envelope<UserRead>> => {
    return success(await createUserAccount(context, userCreateBody.parse(request.body ?? {})));
  });

  // Signed-in users reach the handler; the service decides what each may change.
  app.patch(`${base}/:user_id`, { config: { auth: ROLE_USER, errorFormat: 'envelope' } }, async (request): Promise<Envelope<UserRead>> => {
    const { user_id } = userParams.parse(request.params);
    return success(await updateUserAccount(context, principalOf(request), user_id, request.body));
  });

  app.delete(`${base}/:user_id`, { config: adminOnly }, async (request): Promise<Envelope<null>> => {
    const { user_id } = userParams.parse(request.params);
    await deleteUserAccount(context, principalOf(request), user_id);
    return success(null);
  });

  app.post(`${base}/bind_user_group`, { config: adminOnly }, async (request): Promise<Envelope<null>> => {
    const body = bindUserGroupsBody.parse(request.body ?? {});
    await bindUserGroups(db, body.user_ids, body.user_group_ids);
    return success(null);
  });
}

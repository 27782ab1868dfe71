// Administration (spec/1 sections 2 and 7): users, user groups and policy groups; the failed jobs.
import type { FastifyInstance } from 'fastify';
import { registerFailedJobRoutes } from './failedJobRoutes';
import { registerPolicyGroupRoutes } from './policyGroupRoutes';
import type { UserAdminContext } from './userAdminService';
import { registerUserAdminRoutes } from './userAdminRoutes';
import { registerUserGroupRoutes } from './userGroupRoutes';

export function registerAdminRoutes(app: FastifyInstance, context: UserAdminContext): void {
  registerUserAdminRoutes(app, context);
  registerUserGroupRoutes(app, context.db);
  registerPolicyGroupRoutes(app, context.db);
  registerFailedJobRoutes(app, context.db);
}

// Administration (spec/1 sections 2 and 7): users, user groups and policy groups.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { registerPolicyGroupRoutes } from './policyGroupRoutes';
import { registerUserAdminRoutes } from './userAdminRoutes';
import { registerUserGroupRoutes } from './userGroupRoutes';

export function registerAdminRoutes(app: FastifyInstance, db: Kysely<DatabaseSchema>): void {
  registerUserAdminRoutes(app, db);
  registerUserGroupRoutes(app, db);
  registerPolicyGroupRoutes(app, db);
}

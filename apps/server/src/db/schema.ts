// Table types for Kysely, one module per area. Selected values differ by dialect (PostgreSQL gives
// Date and boolean, SQLite gives ISO text and 0/1), so the queries modules map rows through rowValues.ts.
import type { UsersTable, UserGroupsTable, UserGroupMembersTable, PolicyGroupsTable, PolicyGroupUserGroupsTable, PolicyGroupUsersTable, RefreshTokensTable, LoginAttemptsTable, VerificationCodesTable } from './tables/accounts';
import type { FoldersTable, FlowsTable, MessagesTable, VertexBuildsTable, TransactionsTable, BuildJobsTable, InstalledExamplesTable, ComponentCodeTable } from './tables/flows';
import type { StoresTable, StoreReleasesTable, StoreTagsTable, StoreLikesTable, StoreFavouritesTable, ConversationsTable, ConversationMessagesTable, PublicMessagesTable, KeyMessagesTable, ApiKeysTable } from './tables/store';
import type { KnowledgeBasesTable, StoredFilesTable, VariablesTable, UserFilesTable, VectorsTable } from './tables/userData';

export type * from './tables/accounts';
export type * from './tables/columns';
export type * from './tables/flows';
export type * from './tables/store';
export type * from './tables/userData';

export interface DatabaseSchema {
  users: UsersTable;
  user_groups: UserGroupsTable;
  user_group_members: UserGroupMembersTable;
  policy_groups: PolicyGroupsTable;
  policy_group_user_groups: PolicyGroupUserGroupsTable;
  policy_group_users: PolicyGroupUsersTable;
  refresh_tokens: RefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  folders: FoldersTable;
  flows: FlowsTable;
  messages: MessagesTable;
  vertex_builds: VertexBuildsTable;
  transactions: TransactionsTable;
  build_jobs: BuildJobsTable;
  verification_codes: VerificationCodesTable;
  stored_files: StoredFilesTable;
  user_files: UserFilesTable;
  variables: VariablesTable;
  vectors: VectorsTable;
  knowledge_bases: KnowledgeBasesTable;
  stores: StoresTable;
  store_releases: StoreReleasesTable;
  store_tags: StoreTagsTable;
  store_likes: StoreLikesTable;
  store_favourites: StoreFavouritesTable;
  conversations: ConversationsTable;
  conversation_messages: ConversationMessagesTable;
  public_messages: PublicMessagesTable;
  api_keys: ApiKeysTable;
  key_messages: KeyMessagesTable;
  component_code: ComponentCodeTable;
  installed_examples: InstalledExamplesTable;
}

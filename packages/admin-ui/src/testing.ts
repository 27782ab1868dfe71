// In-memory stand-ins for the admin and avatar calls, for stories and tests of apps that use the
// admin screens. Not for production: nothing is persisted.
export { createMemoryAdminApi } from './testing/memoryAdminApi';
export { createMemoryAvatarApi, generatedImage } from './testing/memoryAvatarApi';
export type { MemoryAvatarApiOptions } from './testing/memoryAvatarApi';
export { createFailingListsAdminApi } from './testing/failingAdminApi';
export { sampleRows } from './testing/readModel';
export { adminSeed, SEED_ADMIN_ID } from './testing/seed';
export type { AdminSeed, StoredGroup, StoredPolicy, StoredUser } from './testing/seed';

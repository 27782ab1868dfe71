// The seeded records' names in English (see the Chinese file: those are the stored values).
import type { seeded as zh } from '../zh/seeded';
import type { SameKeys } from '../types';

export const seeded = {
  defaultUserGroup: 'All users',
  defaultPolicyGroup: 'Default policy group',
  defaultPolicyGroupDescription: 'Available to all users',
  defaultFolder: 'My collection',
} satisfies SameKeys<typeof zh>;

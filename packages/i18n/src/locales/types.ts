import type { zh } from './zh';

type ReferenceResources = (typeof zh)['resources'];

// Every other locale's namespace mirrors the Chinese one key for key; this type makes a missing or
// extra key a compile error (test/locales.test.ts checks the same at run time, folder by folder).
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** A locale folder's index: its own name and, for every namespace of the Chinese reference, its texts. */
export interface Locale {
  name: string;
  resources: { [Namespace in keyof ReferenceResources]: SameKeys<ReferenceResources[Namespace]> };
}

// Every English namespace mirrors the Chinese one key for key; this type makes a missing or extra
// key a compile error (the test checks the same at run time, for namespaces built elsewhere too).
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

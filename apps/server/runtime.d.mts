// Types for runtime.mjs, which stays plain JavaScript because the bootstrap imports it before
// anything is installed or built.
export declare const V8_FLAGS: readonly string[];
export declare const MALLOC_ENV: { readonly MALLOC_ARENA_MAX: string; readonly MALLOC_MMAP_THRESHOLD_: string };
export declare function serverCommand<Env extends Record<string, string | undefined>>(
  execPath: string,
  env: Env,
  args: readonly string[],
): { argv: string[]; env: Env & Record<keyof typeof MALLOC_ENV, string> };
export declare function execServer(execPath: string, env: NodeJS.ProcessEnv, args: readonly string[]): never;

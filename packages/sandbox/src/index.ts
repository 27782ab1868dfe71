export type { CodeValidation, Sandbox } from './sandbox';
export { createSandbox } from './sandbox';
export type { SandboxedComponent } from './sandboxedComponent';
export type { ComponentMetadata } from './definition';
export type { CompileOptions, SandboxFetch, SandboxFetchInit, SandboxFetchResponse, SandboxLimits, SandboxOptions } from './options';
export { DEFAULT_LIMITS, DEFAULT_MODULE_PATH } from './options';
export type { SandboxErrorCode } from './errors';
export { SandboxError, sandboxMessages } from './errors';

// The component registry the server builds and runs flows with: the built-in components, plus
// whatever extra ones the app was created with (tests register their own through AppOptions).
import { createBuiltinRegistry } from '@app/components';
import type { AnyComponent, ComponentRegistry } from '@app/engine';

let shared: ComponentRegistry | undefined;

/** The built-in registry, created once per process: its frontend nodes are built once. */
export function builtinRegistry(): ComponentRegistry {
  shared ??= createBuiltinRegistry();
  return shared;
}

export function componentRegistryFor(extraComponents: readonly AnyComponent[] = [], sources: Readonly<Record<string, string>> = {}): ComponentRegistry {
  return extraComponents.length === 0 ? builtinRegistry() : createBuiltinRegistry({ components: extraComponents, sources });
}

// Which module an import names inside the sandbox. Three kinds exist: the sandbox's own guest
// modules ("sandbox:runner", reachable only from each other), '@app/engine' (the guest SDK), and
// the library modules the host hands in (the built-in components' helpers, by path such as
// "values/message", reached by relative imports, and the few self-contained npm packages they
// use, as "node_modules/<name>", reached by the package name). Anything else is refused, so no
// import can name a file, another package or a Node built-in.

export const GUEST_PREFIX = 'sandbox:';
const ENGINE_SPECIFIER = '@app/engine';
const ENGINE_MODULE = `${GUEST_PREFIX}engine`;
/**
 * Marks a name that resolves to nothing; the loader refuses it with the original specifier. (Not
 * a NUL: QuickJS passes module names as C strings.) Library paths never contain a colon.
 */
const UNRESOLVED_PREFIX = 'unresolved:';

/** Joins a relative specifier to the folder of `base`, or returns undefined when it leaves the root. */
function joinRelative(base: string, specifier: string): string | undefined {
  const parts = base.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '.' || part === '') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else {
      parts.push(part);
    }
  }
  return parts.join('/').replace(/\.(ts|js|mjs)$/, '');
}

export interface ModuleSources {
  guest: Readonly<Record<string, string>>;
  library: Readonly<Record<string, string>>;
}

export function normalizeModuleName(sources: ModuleSources, base: string, specifier: string): string {
  if (specifier === ENGINE_SPECIFIER) return ENGINE_MODULE;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    const inGuest = base.startsWith(GUEST_PREFIX);
    const joined = joinRelative(inGuest ? base.slice(GUEST_PREFIX.length) : base, specifier);
    if (joined !== undefined) {
      const name = inGuest ? `${GUEST_PREFIX}${joined}` : joined;
      if (moduleSource(sources, name) !== undefined) return name;
    }
  }
  const packageModule = `node_modules/${specifier}`;
  if (!specifier.startsWith('.') && moduleSource(sources, packageModule) !== undefined) return packageModule;
  return `${UNRESOLVED_PREFIX}${specifier}`;
}

export function moduleSource(sources: ModuleSources, name: string): string | undefined {
  if (name.startsWith(GUEST_PREFIX)) {
    const guestName = name.slice(GUEST_PREFIX.length);
    return Object.hasOwn(sources.guest, guestName) ? sources.guest[guestName] : undefined;
  }
  return Object.hasOwn(sources.library, name) ? sources.library[name] : undefined;
}

/** The specifier the code wrote, for a name the normalizer could not resolve. */
export function unresolvedSpecifier(name: string): string | undefined {
  return name.startsWith(UNRESOLVED_PREFIX) ? name.slice(UNRESOLVED_PREFIX.length) : undefined;
}

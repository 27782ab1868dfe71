// Loaded with --import into a server process: on exit, writes the npm packages the process loaded
// and the workspace packages' source files ("packages/components/src/index.ts"), one a line, to the
// file named by RECORD_PACKAGES_TO; "node:undici" when Node's own bundled undici (fetch, WebSocket)
// was loaded, which no resolve hook sees.
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const packages = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    const name = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*\/node_modules\/)/.exec(resolved.url)?.[1];
    if (name) packages.add(name);
    const workspaceFile = /\/(packages\/[^/]+\/src\/[^?#]+)$/.exec(resolved.url)?.[1];
    if (workspaceFile && !resolved.url.includes('/node_modules/')) packages.add(workspaceFile);
    return resolved;
  },
});
process.on('exit', () => {
  if (process.moduleLoadList.includes('NativeModule internal/deps/undici/undici')) packages.add('node:undici');
  writeFileSync(process.env.RECORD_PACKAGES_TO, [...packages].join('\n'));
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtinComponents, componentSources } from '../src';
import { componentModulePaths, componentModules } from '../src/modules.generated';
import { GENERATED_MODULES_FILE, renderModules } from '../scripts/generate-sources';

describe('componentModules', () => {
  it('is up to date with the modules (pnpm --filter @app/components sources rewrites it)', () => {
    expect(readFileSync(GENERATED_MODULES_FILE, 'utf8')).toBe(renderModules());
  });

  it('holds the helpers the components import, by their path under src/', () => {
    expect(Object.keys(componentModules)).toEqual(expect.arrayContaining(['values/message', 'values/data', 'messages', 'logic/condition', 'processing/json-query/lexer']));
    expect(Object.keys(componentModules)).not.toEqual(expect.arrayContaining(['index']));
    expect(Object.keys(componentModules).some((path) => path === 'registry' || path.endsWith('.generated'))).toBe(false);
  });

  it('is JavaScript: types and type-only imports are gone, value imports stay', () => {
    const message = componentModules['values/message'] as string;
    expect(message).toContain("import { createChatMessage, } from '@app/engine'");
    expect(message).not.toMatch(/import type|MessageInit|: ChatMessage/);
    expect(message).toContain('export function textMessage(context, text)');
  });

  it('names the module of every component type', () => {
    expect(Object.keys(componentModulePaths).sort()).toEqual(builtinComponents.map((component) => component.type).sort());
    expect(componentModulePaths.ConditionalRouter).toBe('logic/ifElse');
    for (const [type, path] of Object.entries(componentModulePaths)) {
      expect(componentModules[path], type).toContain(`type: '${type}'`);
      expect(componentSources[type], type).toContain(`type: '${type}'`);
    }
  });
});

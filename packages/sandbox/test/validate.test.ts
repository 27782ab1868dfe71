import { componentSources } from '@app/components';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { GENERATED_FILE, renderGuestModules } from '../scripts/generate-guest';
import { componentCode } from './support/components';
import { modulePathOf, TEST_LIMITS, testSandbox } from './support/sandbox';

const sandbox = testSandbox();
afterAll(() => sandbox.dispose());

const clean = { imports: { errors: [] }, function: { errors: [] } };

describe('validateCode', () => {
  it('finds nothing wrong with a built-in component or a working custom one', async () => {
    expect(await sandbox.validateCode(componentSources.Prompt as string, modulePathOf('Prompt'))).toEqual(clean);
    expect(await sandbox.validateCode(componentCode("return { text: 'ok' };"))).toEqual(clean);
  });

  it('lists a syntax error with its line and column', async () => {
    expect(await sandbox.validateCode(componentCode('return { text: };'))).toEqual({
      imports: { errors: [] },
      function: { errors: [expect.stringMatching(/^Syntax error: Unexpected token \(\d+:\d+\)$/)] },
    });
  });

  it('says Python (a Langflow component’s code) is not JavaScript, instead of a syntax error, and will not compile it', async () => {
    const python = 'from lfx.custom import Component\n\nclass AstraDBVectorStoreComponent(Component):\n    def build(self):\n        return None\n';
    const answer = { imports: { errors: [] }, function: { errors: [expect.stringMatching(/^This is Python code, a Langflow component's/)] } };
    expect(await sandbox.validateCode(python)).toEqual(answer);
    await expect(sandbox.compileComponent(python)).rejects.toMatchObject({ code: 'PYTHON_CODE' });
  });

  it('lists every import the sandbox refuses, used or not by the code after them', async () => {
    const code = componentCode('return { text: [typeof readFileSync, typeof lodash].join() };', {
      prelude: "import { readFileSync } from 'fs';\nimport lodash from 'lodash';\nimport { textMessage } from '../values/message';\nexport const helper = textMessage;",
    });
    expect(await sandbox.validateCode(code)).toEqual({
      imports: {
        errors: [
          `Cannot import "fs": code in the sandbox can import only '@app/engine' and the built-in component modules (such as '../values/message').`,
          `Cannot import "lodash": code in the sandbox can import only '@app/engine' and the built-in component modules (such as '../values/message').`,
        ],
      },
      function: { errors: [] },
    });
  });

  it('lists an error the module throws while loading, and a loop that never ends loading', async () => {
    expect((await sandbox.validateCode(componentCode('return {};', { prelude: "throw new TypeError('bad setup');" }))).function.errors).toEqual(['TypeError: bad setup']);
    expect((await sandbox.validateCode(componentCode('return {};', { prelude: 'for (;;) {}' }))).function.errors).toEqual([
      `The component ran longer than ${TEST_LIMITS.compileTimeoutMs / 1000} s and was stopped.`,
    ]);
  });

  it("lists what stopped the check as the code's problem: memory, output size, a worker taken down", async () => {
    // Doubling reaches the limit in a few dozen steps, long before the deadline even on a busy machine.
    const hungry = componentCode('return {};', { prelude: "let text = 'ab';\nfor (;;) text = text + text.slice(1) + text.length;" });
    expect((await sandbox.validateCode(hungry)).function.errors).toEqual([`The component needed more than ${TEST_LIMITS.memoryMb} MB of memory and was stopped.`]);
    const wordy = componentCode('return {};').replace("description: 'A component written in a test.'", "description: 'd'.repeat(2 * 1024 * 1024)");
    expect((await sandbox.validateCode(wordy)).function.errors).toEqual([
      `The component's output is larger than ${TEST_LIMITS.maxOutputMb} MB, the most a component may return, so it was stopped.`,
    ]);
    // Native sorts check no deadline: the check outlives its grace and its worker is terminated.
    const chain = Array.from({ length: 64 }, () => 'sort().reverse()').join('.');
    const quick = testSandbox({ limits: { compileTimeoutMs: 100 } });
    try {
      const stuck = componentCode('return {};', { prelude: `'abcdefghij'.repeat(1 << 16).split('').${chain};` });
      expect(await quick.validateCode(stuck)).toEqual({ imports: { errors: [] }, function: { errors: ['The component ran longer than 0.1 s and was stopped.'] } });
    } finally {
      await quick.dispose();
    }
  });

  it('requires exactly one well-formed component', async () => {
    expect((await sandbox.validateCode("export const answer = 42;")).function.errors).toEqual([
      "The code defines no component: export one made with defineComponent from '@app/engine'.",
    ]);
    const twice = componentCode('return {};', { type: 'First' }) + componentCode('return {};', { type: 'Second' }).replace("import { defineComponent } from '@app/engine';", '');
    expect((await sandbox.validateCode(twice)).function.errors).toEqual(['The code exports several components (First, Second); export exactly one.']);
    const reserved = componentCode('return {};').replace("name: 'input_value'", "name: 'code'");
    expect((await sandbox.validateCode(reserved)).function.errors).toEqual(['The component definition is invalid: the input name "code" is reserved.']);
    const badType = componentCode('return {};').replace("type: 'Probe'", "type: 'My Probe'");
    expect((await sandbox.validateCode(badType)).function.errors).toEqual(['The component definition is invalid: type must be a name of letters, digits and underscores.']);
    const badEnglish = componentCode('return {};').replace("category: 'custom',", "category: 'custom', en: { description: 'No name' },");
    expect((await sandbox.validateCode(badEnglish)).function.errors).toEqual(['The component definition is invalid: en.display_name must be a non-empty string.']);
  });

  it('rejects the same problems when compiling', async () => {
    await expect(sandbox.compileComponent(componentCode('return { text: };'))).rejects.toMatchObject({ code: 'SYNTAX_ERROR' });
    await expect(sandbox.compileComponent('export const answer = 42;')).rejects.toMatchObject({ code: 'NO_COMPONENT' });
    await expect(sandbox.compileComponent('x', { modulePath: '../escape' })).rejects.toThrow('Invalid module path "../escape".');
  });
});

describe('guest modules', () => {
  it('are up to date with src/guest (the build and test scripts rewrite them)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(renderGuestModules());
  });
});

import { describe, expect, it } from 'vitest';
import { fakeConfig } from '../test/fakeServices';
import { createServerInfoStore, loadedConfig } from './serverInfoStore';

function store(config: () => Promise<typeof fakeConfig>) {
  return createServerInfoStore({ system: { config, version: async () => ({ version: '1.0.0', main_version: '1.0.0', package: 'p' }) } });
}

describe('loadedConfig', () => {
  it('waits for the load started elsewhere, then gives its config', async () => {
    const info = store(async () => fakeConfig);
    const config = loadedConfig(info);
    await info.getState().load();
    await expect(config).resolves.toEqual(fakeConfig);
    await expect(loadedConfig(info)).resolves.toEqual(fakeConfig);
  });

  it('gives null when the server could not be asked', async () => {
    const info = store(() => Promise.reject(new Error('offline')));
    void info.getState().load();
    await expect(loadedConfig(info)).resolves.toBeNull();
  });
});

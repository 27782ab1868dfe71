// The client words server texts by code (namespace serverMessages of @app/i18n): every code it
// words must be one the server sends, from the engine's, the components', the outbound or the job
// endings' table, or one of @app/flow-graph's validation issues, which the editor words the same way.
import { componentMessages } from '@app/components';
import { engineMessages } from '@app/engine';
import { messages as flowGraphMessages } from '@app/flow-graph';
import { resources } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { jobMessages } from '../src/build/jobs/jobEndings';
import { outboundMessages } from '../src/net/outboundError';

describe('server message codes', () => {
  it('are all codes of the server’s coded tables', () => {
    const sent = new Set([...Object.keys(engineMessages), ...Object.keys(componentMessages), ...Object.keys(outboundMessages), ...Object.keys(jobMessages), ...Object.keys(flowGraphMessages)]);
    expect(Object.keys(resources.zh.serverMessages).filter((code) => !sent.has(code))).toEqual([]);
  });
});

// The client words server texts by code (namespace serverMessages of @app/i18n): every code it
// words must be one the server sends, from the engine's, the components', the outbound, the file service's, the chat attachments', the job endings' or the knowledge bases' table,
// or the invalid types a build names for API callers (buildGraph's invalidTypes).
import { componentMessages } from '@app/components';
import { engineMessages } from '@app/engine';
import { resources } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { invalidTypes } from '../src/build/buildGraph';
import { jobMessages } from '../src/build/jobs/jobEndings';
import { outboundMessages } from '../src/net/outboundError';
import { attachmentMessages } from '../src/files/chatAttachments';
import { fileServiceMessages } from '../src/files/fileServiceErrors';
import { knowledgeMessages } from '../src/knowledge/knowledgeService';
import { rateLimitMessages } from '../src/http/rateLimited';

describe('server message codes', () => {
  it('are all codes of the server’s coded tables', () => {
    const sent = new Set([...Object.keys(engineMessages), ...Object.keys(componentMessages), ...Object.keys(outboundMessages), ...Object.keys(fileServiceMessages), ...Object.keys(jobMessages), ...Object.keys(attachmentMessages), ...Object.keys(knowledgeMessages), ...Object.keys(rateLimitMessages), invalidTypes([]).code]);
    expect(Object.keys(resources.zh.serverMessages).filter((code) => !sent.has(code))).toEqual([]);
  });
});

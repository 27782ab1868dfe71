import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphFromFlowData } from './graph';
import { templateData } from './testFlowStore';

describe('graphFromFlowData', () => {
  afterEach(() => vi.restoreAllMocks());

  it('decodes each edge handle once on load: checking and normalizing share the decoded handles', () => {
    // Fresh objects, as parsed from the flow answer: nothing decoded yet.
    const data = structuredClone(templateData());
    const handles = data.edges.length * 2;
    expect(handles).toBeGreaterThan(0);
    const parse = vi.spyOn(JSON, 'parse');
    const { edges } = graphFromFlowData(data);
    expect(edges).toHaveLength(data.edges.length);
    // Before, the normalized copies were decoded again by the check: twice as many.
    expect(parse).toHaveBeenCalledTimes(handles);
  });
});

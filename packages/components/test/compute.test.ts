// Builder-written patterns run in linear time and are checked before a build; large inputs go to
// the server's compute service (here one that runs the worker's entry in this thread and records
// what it was given), small ones stay in place, and a component error crosses back intact.
import type { ComputeService } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { builtinComponents, compileRegex, extractMatches } from '../src';
import { OFFLOAD_MIN_SIZE } from '../src/compute/offload';
import { runComputeTask } from '../src/compute';
import { buildOne } from './support/flows';
import { pageFetch, pageForAnyUrl } from './support/services';

/** A compute service that answers through the worker entry and notes each task. */
function recordingCompute(): ComputeService & { tasks: string[] } {
  const tasks: string[] = [];
  return {
    tasks,
    async run<T>(task: string, input: unknown) {
      tasks.push(task);
      // What a worker receives is a structured clone of the input.
      return (await runComputeTask({ task, input: structuredClone(input) })) as T;
    },
  };
}

const component = (type: string) => builtinComponents.find((candidate) => candidate.type === type)!;

describe('builder-written regular expressions', () => {
  it('match a pattern that backtracks for ages in JavaScript, at once', () => {
    const hostile = `${'word '.repeat(5)}${'a'.repeat(5000)}!`;
    expect(extractMatches(hostile, compileRegex('^(\\w+\\s?)+$', ''))).toEqual([]);
  });

  it('name what the linear-time engine leaves out when a pattern uses it', () => {
    expect(() => compileRegex('(a)\\1', '')).toThrow(/^Invalid regular expression "\(a\)\\1": .*backreferences such as \\1 and lookaround/);
    expect(() => compileRegex('a(?=b)', '')).toThrow(/lookaround such as \(\?=…\) are not supported/);
  });

  it('are refused on their field before the flow runs', () => {
    expect(component('RegexExtractorComponent').checkFields?.({ pattern: 'a(?!b)', flags: '' })).toEqual([{ field: 'pattern', reason: expect.stringContaining('RE2 syntax') }]);
    expect(component('RegexExtractorComponent').checkFields?.({ pattern: '订单号：(?<id>\\d+)', flags: 'i' })).toEqual([]);
    expect(component('ConditionalRouter').checkFields?.({ operator: 'regex', match_text: '(x)\\1', case_sensitive: false })).toHaveLength(1);
    expect(component('ConditionalRouter').checkFields?.({ operator: 'contains', match_text: '(x)\\1', case_sensitive: false })).toEqual([]);
  });
});

describe('offloading heavy work', () => {
  const large = `${'第一句。第二句！'.repeat(OFFLOAD_MIN_SIZE / 8)}`;

  it('computes small inputs in place', async () => {
    const compute = recordingCompute();
    const { output } = await buildOne('RegexExtractorComponent-aaaaa', { input_text: 'a1 b2', pattern: '\\d' }, { services: { compute } });
    expect((output.data as unknown[]).length).toBe(2);
    expect(compute.tasks).toEqual([]);
  });

  it('sends large inputs to the compute service', async () => {
    const compute = recordingCompute();
    const regex = await buildOne('RegexExtractorComponent-aaaaa', { input_text: large, pattern: '第一句' }, { services: { compute } });
    expect((regex.output.data as unknown[]).length).toBe(OFFLOAD_MIN_SIZE / 8);
    const routed = await buildOne('ConditionalRouter-bbbbb', { input_text: large, operator: 'regex', match_text: '^第一句' }, { services: { compute } });
    expect(routed.output.true_result).toBeDefined();
    const split = await buildOne('SplitText-ccccc', { data_inputs: [{ data: { text: large } }], chunk_size: 1000, chunk_overlap: 0 }, { services: { compute } });
    expect((split.output.dataframe as unknown[]).length).toBeGreaterThan(60);
    const json = JSON.stringify({ items: Array.from({ length: 5000 }, (_, index) => ({ name: `item ${index}` })) });
    const filtered = await buildOne('ParseJSONData-ddddd', { input_value: json, query: '.items[-1]' }, { services: { compute } });
    expect(filtered.output.filtered_data).toMatchObject({ data: { name: 'item 4999' } });
    const data = await buildOne('JSONToData-eeeee', { json_string: json }, { services: { compute } });
    expect(data.output.data).toMatchObject({ data: { items: expect.any(Array) } });
    const fetch = pageFetch({ 'https://api.example/items': { body: json, type: 'application/json' } });
    const answer = await buildOne('APIRequest-fffff', { url: 'https://api.example/items', method: 'GET' }, { services: { compute, fetch } });
    expect(answer.output.data).toMatchObject({ data: { status_code: 200, result: { items: expect.any(Array) } } });
    expect(compute.tasks).toEqual(['findMatches', 'conditionHolds', 'splitDocuments', 'jsonFilter', 'jsonTextToData', 'readResponseBody']);
  });

  it('reads a large arXiv feed in the compute service, its papers crossing back as rows', async () => {
    const compute = recordingCompute();
    const entry = (index: number) => `<entry><id>http://arxiv.org/abs/2401.${index}</id><title>Paper ${index}</title><summary>${'An abstract. '.repeat(20)}</summary></entry>`;
    const feed = `<feed xmlns="http://www.w3.org/2005/Atom">${Array.from({ length: 300 }, (_, index) => entry(index)).join('')}</feed>`;
    expect(feed.length).toBeGreaterThan(OFFLOAD_MIN_SIZE);
    const fetch = pageForAnyUrl({ body: feed, type: 'application/atom+xml' });
    const { output } = await buildOne('ArXivComponent-ggggg', { search_query: 'x', max_results: 300 }, { services: { compute, fetch } });
    expect(compute.tasks).toEqual(['readArxivFeed']);
    expect((output.dataframe as Array<{ data: { title: string } }>).map((row) => row.data.title).at(-1)).toBe('Paper 299');
  });

  it('keeps a component error from the compute service as the component’s error', async () => {
    const compute = recordingCompute();
    const { error } = await buildOne('JSONToData-aaaaa', { json_string: `{${' '.repeat(OFFLOAD_MIN_SIZE)}` }, { services: { compute } });
    expect(compute.tasks).toEqual(['jsonTextToData']);
    expect(error('JSONToData-aaaaa')).toMatch(/JSON/);
  });
});

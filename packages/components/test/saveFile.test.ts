// Save File: what each input becomes in each format (Langflow's writers), the name it is saved
// under, and the refusals.
import type { StoredFileContent } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { savedFileName } from '../src';
import { reasonOf } from './support/errors';
import { build, connect, makeNode } from './support/flows';
import { memoryFiles } from './support/services';

const SAVE = 'SaveToFile-sv000';

async function save(value: unknown, values: Record<string, unknown>) {
  const stored: Record<string, StoredFileContent> = {};
  const nodes = [makeNode('Emit-in000', { json: JSON.stringify(value) }), makeNode(SAVE, values)];
  const run = await build(nodes, [connect(nodes, 'Emit-in000.value', `${SAVE}.input`)], { services: { files: memoryFiles(stored) } });
  const [path, file] = Object.entries(stored)[0] ?? [];
  return { run, path, name: file?.name, text: file && new TextDecoder().decode(file.bytes) };
}

const message = (text: string) => ({ text, sender: 'Machine', sender_name: 'AI', session_id: 's', files: [], timestamp: '2024-01-01T00:00:00Z' });
const rows = [
  { data: { title: 'A, B', score: 1 }, text_key: 'text' },
  { data: { title: 'say "hi"', score: null }, text_key: 'text' },
];

describe('Save File', () => {
  it('writes a message as JSON, text or Markdown, as Langflow does', async () => {
    const json = await save(message('Today’s news'), { file_name: 'news-aggregated', local_format: 'json' });
    expect(json).toMatchObject({ name: 'news-aggregated.json', text: '{\n  "message": "Today’s news"\n}' });
    expect((json.run.values(SAVE).message as { text: string }).text).toBe(`Message saved successfully as 'news-aggregated.json' at ${json.path}`);
    expect(await save(message('x'), { file_name: 'n', local_format: 'txt' })).toMatchObject({ name: 'n.txt', text: 'x' });
    expect(await save(message('x'), { file_name: 'n', local_format: 'markdown' })).toMatchObject({ name: 'n.markdown', text: '**Message:**\n\nx' });
  });

  it('writes a DataFrame as CSV with a header, as JSON records or as a Markdown table', async () => {
    expect((await save(rows, { file_name: 'scores', local_format: 'csv' })).text).toBe('title,score\n"A, B",1\n"say ""hi""",\n');
    expect(JSON.parse((await save(rows, { file_name: 'scores', local_format: 'json' })).text ?? '')).toEqual([
      { title: 'A, B', score: 1 },
      { title: 'say "hi"', score: null },
    ]);
    expect((await save(rows, { file_name: 'scores', local_format: 'markdown' })).text).toBe('| title | score |\n| --- | --- |\n| A, B | 1 |\n| say "hi" |  |');
    expect(JSON.parse((await save(rows[0], { file_name: 'one', local_format: 'json' })).text ?? '')).toEqual({ title: 'A, B', score: 1 });
  });

  it('keeps only the name of a file path, its extension added once', () => {
    expect(savedFileName('./news-aggregated.json', 'json')).toBe('news-aggregated');
    expect(savedFileName('../../etc/passwd', 'txt')).toBe('passwd');
    expect(savedFileName('C:\\\\temp\\\\report.CSV', 'csv')).toBe('report');
    expect(savedFileName('/', 'txt')).toBe('');
  });

  it('refuses a format that does not suit the input and an empty name, saving nothing', async () => {
    const csvMessage = await save(message('x'), { file_name: 'n', local_format: 'csv' });
    expect(reasonOf(csvMessage.run.error(SAVE))).toBe('Invalid file format "csv" for Message. Allowed: txt, json, markdown.');
    expect(csvMessage.path).toBeUndefined();
    const unnamed = await save(message('x'), { file_name: '../', local_format: 'txt' });
    expect(reasonOf(unnamed.run.error(SAVE))).toBe('File name must be provided.');
  });
});

describe('Save File refused by the file service', () => {
  /** A file service whose save rejects with `error`. */
  const refusing = (error: Error) => ({ ...memoryFiles({}), save: () => Promise.reject(error) });
  const coded = (code: string, message: string, params: Record<string, unknown>) => Object.assign(new Error(message), { code, params });

  async function refusedWith(error: Error) {
    const nodes = [makeNode('Emit-in000', { json: JSON.stringify(message('x')) }), makeNode(SAVE, { file_name: 'n', local_format: 'txt' })];
    const run = await build(nodes, [connect(nodes, 'Emit-in000.value', `${SAVE}.input`)], { services: { files: refusing(error) } });
    const failed = run.events.find((event) => event.event === 'end_vertex' && !event.data.build_data.valid);
    return { text: reasonOf(run.error(SAVE)), event: JSON.stringify(failed) };
  }

  it('names itself and the quota when the owner’s files are full', async () => {
    const { text, event } = await refusedWith(coded('USER_FILES_FULL', 'The owner’s files have reached their storage limit of 5 MB.', { limit_mb: 5 }));
    expect(text).toBe(
      '保存文件 cannot save "n.txt": the flow owner\'s files have reached their storage limit of 5 MB. Delete some files in My Files, or ask an administrator to raise USER_FILES_QUOTA_MB.',
    );
    expect(event).toContain('"code":"SAVE_FILE_QUOTA_EXCEEDED"');
  });

  it('carries any other coded refusal by its code, for the reader’s language', async () => {
    const { text, event } = await refusedWith(coded('SAVED_FILE_TOO_LARGE', 'The file is larger than the 1 MB a file may be.', { limit: '1 MB' }));
    expect(text).toBe('Cannot save "n.txt": The file is larger than the 1 MB a file may be.');
    expect(event).toContain('"code":"SAVED_FILE_TOO_LARGE"');
  });
});

import type { GenericNode } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { decodeText, documentText, extensionOf } from '../src';
import { docxDocument, pdfDocument } from '@app/test-documents';
import { reasonOf } from './support/errors';
import { build, buildOne, connect, makeNode, textOf } from './support/flows';
import { memoryFiles } from './support/services';

const text = (value: string) => new TextEncoder().encode(value);

const files = memoryFiles({
  'flow-1/notes.txt': { name: 'notes.txt', bytes: text('第一行\nsecond line') },
  'flow-1/readme.md': { name: 'readme.md', bytes: text('# Title\n\nBody') },
  'flow-1/table.csv': { name: 'table.csv', bytes: text('name,age\nAnn,31\n') },
  'flow-1/data.json': { name: 'data.json', bytes: text('{"a": [1, 2]}') },
  'flow-1/broken.json': { name: 'broken.json', bytes: text('{"a": ') },
  'flow-1/report.pdf': { name: 'report.pdf', bytes: pdfDocument(['Quarterly report', 'Revenue grew']) },
  'flow-1/letter.docx': { name: 'letter.docx', bytes: docxDocument(['尊敬的用户：', 'Thank you & welcome.']) },
  'flow-1/page.html': { name: 'page.html', bytes: text('<html><head><title>T</title><script>x()</script></head><body><h1>Heading</h1><p>Para</p></body></html>') },
  'flow-1/gbk.txt': { name: 'gbk.txt', bytes: new Uint8Array([0xc4, 0xe3, 0xba, 0xc3]) },
  'flow-1/image.png': { name: 'image.png', bytes: new Uint8Array([0x89, 0x50]) },
});

/** A File node whose file field holds uploaded files' server paths, as the editor stores them. */
function fileNode(paths: string[], values: Record<string, unknown> = {}): GenericNode {
  const node = makeNode('File-fffff', values);
  Object.assign(node.data.node.template.path as object, { value: paths.map((path) => path.split('/').pop()), file_path: paths });
  return node;
}

async function loadFiles(paths: string[], values: Record<string, unknown> = {}) {
  const run = await build([fileNode(paths, values)], [], { services: { files } });
  return { run, output: run.values('File-fffff'), error: reasonOf(run.error('File-fffff')) };
}

describe('document text', () => {
  it('reads extensions in lower case and knows when there is none', () => {
    expect(extensionOf('Report.PDF')).toBe('pdf');
    expect(extensionOf('flow/a.b/file')).toBe('');
    expect(extensionOf('.env')).toBe('');
  });

  it('decodes UTF-8, byte-order marks, declared charsets and GB18030', () => {
    expect(decodeText(text('héllo'))).toBe('héllo');
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x2d, 0x4e]))).toBe('中');
    expect(decodeText(new Uint8Array([0xc4, 0xe3]), 'gbk')).toBe('你');
    expect(decodeText(new Uint8Array([0xc4, 0xe3, 0xba, 0xc3]))).toBe('你好');
  });

  it('reads PDF pages and Word paragraphs', async () => {
    expect(await documentText({ name: 'r.pdf', bytes: pdfDocument(['One', 'Two']), extension: 'pdf' })).toBe('One\n\nTwo');
    expect(await documentText({ name: 'l.docx', bytes: docxDocument(['甲', '乙']), extension: 'docx' })).toBe('甲\n\n乙');
  });

  it('names the file when a document cannot be read', async () => {
    await expect(documentText({ name: 'fake.pdf', bytes: text('not a pdf'), extension: 'pdf' })).rejects.toThrow(/^Cannot read "fake.pdf": /);
    await expect(documentText({ name: 'fake.docx', bytes: text('not a zip'), extension: 'docx' })).rejects.toThrow(/^Cannot read "fake.docx": /);
  });
});

describe('File component', () => {
  it('outputs one Data per file with its text, path, name and type', async () => {
    const { output } = await loadFiles(['flow-1/notes.txt', 'flow-1/table.csv', 'flow-1/data.json']);
    expect(output.dataframe).toEqual([
      { data: { text: '第一行\nsecond line', file_path: 'flow-1/notes.txt', file_name: 'notes.txt', file_type: 'txt' }, text_key: 'text' },
      { data: { text: 'name,age\nAnn,31\n', file_path: 'flow-1/table.csv', file_name: 'table.csv', file_type: 'csv' }, text_key: 'text' },
      { data: { text: '{"a": [1, 2]}', file_path: 'flow-1/data.json', file_name: 'data.json', file_type: 'json' }, text_key: 'text' },
    ]);
    expect(textOf(output.message)).toBe('第一行\nsecond line\n\nname,age\nAnn,31\n\n\n{"a": [1, 2]}');
  });

  it('reads Markdown, HTML, PDF, Word and GBK text', async () => {
    const { output } = await loadFiles(['flow-1/readme.md', 'flow-1/page.html', 'flow-1/report.pdf', 'flow-1/letter.docx', 'flow-1/gbk.txt'], { separator: '\\n---\\n' });
    expect(textOf(output.message)).toBe('# Title\n\nBody\n---\nHeading\n\nPara\n---\nQuarterly report\n\nRevenue grew\n---\n尊敬的用户：\n\nThank you & welcome.\n---\n你好');
  });

  it('refuses unsupported types and invalid JSON with the file name', async () => {
    expect((await loadFiles(['flow-1/image.png'])).error).toBe(
      'Unsupported file type: "image.png". Supported types: txt, md, mdx, csv, json, yaml, yml, xml, html, htm, pdf, docx.',
    );
    expect((await loadFiles(['flow-1/broken.json'])).error).toMatch(/^"broken.json" is not valid JSON: /);
    expect((await loadFiles(['flow-1/missing.txt'])).error).toBe('Cannot read "flow-1/missing.txt": File not found: flow-1/missing.txt');
  });

  it('skips files it cannot read when errors are ignored, and logs why', async () => {
    const { output, run } = await loadFiles(['flow-1/image.png', 'flow-1/notes.txt'], { silent_errors: true });
    expect((output.dataframe as unknown[]).length).toBe(1);
    const logs = run.events.flatMap((event) => (event.event === 'end_vertex' ? Object.values(event.data.build_data.data.logs).flat() : []));
    expect(JSON.stringify(logs)).toContain('Unsupported file type: \\"image.png\\"');
  });

  it('reads paths connected from upstream Data', async () => {
    const nodes = [makeNode('Emit-eeeee', { json: JSON.stringify({ data: { file_path: 'flow-1/readme.md' } }) }), makeNode('File-fffff')];
    const run = await build(nodes, [connect(nodes, 'Emit-eeeee.value', 'File-fffff.file_path')], { services: { files } });
    expect(textOf(run.values('File-fffff').message)).toBe('# Title\n\nBody');
  });

  it('asks for a file, and for the file service', async () => {
    expect(reasonOf((await buildOne('File-fffff', {}, { services: { files } })).error('File-fffff'))).toBe('No file selected: upload a file or connect a file path.');
    const run = await build([fileNode(['flow-1/notes.txt'])]);
    expect(reasonOf(run.error('File-fffff'))).toBe('文件 needs the file service, but the server provided none.');
  });
});

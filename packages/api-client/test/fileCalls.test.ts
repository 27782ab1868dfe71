// The uploaded-file and monitor calls: each one's method, path, query and multipart body, Blob
// answers, and `{detail}` refusals.
import { describe, expect, it } from 'vitest';
import { ApiError, fileExtension, fileTypeNotAllowedDetail, isUploadedLogo, isUploadExtension, type Paged, type TransactionRecord, type UserFile } from '../src/index';
import { serverPerTest, signedInClient } from './httpServer';

const server = serverPerTest();
const api = () => signedInClient(server());
const FLOW_ID = '33333333-3333-4333-8333-333333333333';
const FILE_ID = '44444444-4444-4444-8444-444444444444';

const userFile = (changes: Partial<UserFile> = {}): UserFile => ({
  id: FILE_ID,
  name: '报表',
  path: `u1/${FILE_ID}.csv`,
  size: 12,
  provider: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...changes,
});

describe('flow file calls', () => {
  it('uploads a file beside a flow as multipart `file` under the given or the File’s own name', async () => {
    server().on('POST', `/api/v1/files/upload/${FLOW_ID}`, () => ({ status: 201, json: { flowId: FLOW_ID, file_path: `${FLOW_ID}/2025-01-01_00-00-00_a.md` } }));
    const answer = await api().files.uploadToFlow(FLOW_ID, new Blob(['# a']), 'a.md');
    await api().files.uploadToFlow(FLOW_ID, new File(['# b'], '笔记.md'));
    expect(answer).toEqual({ flowId: FLOW_ID, file_path: `${FLOW_ID}/2025-01-01_00-00-00_a.md` });
    const [named, own] = server().hits('POST', `/api/v1/files/upload/${FLOW_ID}`);
    expect(named?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(named?.body).toContain('Content-Disposition: form-data; name="file"; filename="a.md"');
    expect(named?.body).toContain('# a');
    expect(own?.body).toContain('filename="笔记.md"');
  });

  it('lists, downloads, shows and deletes a flow’s files with the name encoded in the path', async () => {
    const name = '2025-01-01_00-00-00_报 表.csv';
    const encoded = encodeURIComponent(name);
    server().on('GET', `/api/v1/files/list/${FLOW_ID}`, () => ({ json: { files: [name] } }));
    server().on('GET', `/api/v1/files/download/${FLOW_ID}/${encoded}`, () => ({ text: 'a,b', contentType: 'application/octet-stream' }));
    server().on('GET', `/api/v1/files/images/${FLOW_ID}/${encoded}`, () => ({ text: 'PNG', contentType: 'image/png' }));
    server().on('DELETE', `/api/v1/files/delete/${FLOW_ID}/${encoded}`, () => ({ json: { message: 'deleted' } }));
    const client = api();
    expect(await client.files.listFlowFiles(FLOW_ID)).toEqual([name]);
    const download = await client.files.downloadFlowFile(FLOW_ID, name);
    expect(download).toBeInstanceOf(Blob);
    expect(await download.text()).toBe('a,b');
    const image = await client.files.flowImage(FLOW_ID, name);
    expect(image.type).toBe('image/png');
    await expect(client.files.deleteFlowFile(FLOW_ID, name)).resolves.toBeUndefined();
    expect(server().hits('DELETE', `/api/v1/files/delete/${FLOW_ID}/${encoded}`)).toHaveLength(1);
  });

  it('turns a refused upload into an ApiError with the server’s detail', async () => {
    server().on('POST', `/api/v1/files/upload/${FLOW_ID}`, () => ({ status: 400, json: { detail: fileTypeNotAllowedDetail() } }));
    const error = await api().files.uploadToFlow(FLOW_ID, new Blob(['MZ']), 'tool.exe').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: fileTypeNotAllowedDetail() });
  });
});

describe('user file calls', () => {
  it('lists, uploads, renames, removes and downloads the caller’s files', async () => {
    server().on('GET', '/api/v2/files', () => ({ json: [userFile()] }));
    server().on('POST', '/api/v2/files', () => ({ status: 201, json: userFile() }));
    server().on('PUT', `/api/v2/files/${FILE_ID}`, () => ({ json: userFile({ name: '新 名' }) }));
    server().on('DELETE', `/api/v2/files/${FILE_ID}`, () => ({ json: { message: 'File deleted successfully' } }));
    server().on('GET', `/api/v2/files/${FILE_ID}`, () => ({ text: 'a,b', contentType: 'application/octet-stream' }));
    const client = api();
    expect(await client.files.list()).toEqual([userFile()]);
    expect(await client.files.upload(new File(['a,b'], '报表.csv'))).toEqual(userFile());
    expect(await client.files.rename(FILE_ID, '新 名')).toMatchObject({ name: '新 名' });
    await expect(client.files.remove(FILE_ID)).resolves.toBeUndefined();
    expect(await (await client.files.download(FILE_ID)).text()).toBe('a,b');
    expect(server().hits('POST', '/api/v2/files')[0]?.body).toContain('filename="报表.csv"');
    expect(server().hits('PUT', `/api/v2/files/${FILE_ID}`)[0]?.query).toBe('?name=%E6%96%B0+%E5%90%8D');
  });

  it('cancels an upload with its signal', async () => {
    server().on('POST', '/api/v2/files', () => ({ status: 201, json: userFile(), delayMs: 2000 }));
    const controller = new AbortController();
    const pending = api().files.upload(new Blob(['x']), { name: 'x.txt', signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toThrow();
  });
});

describe('upload progress', () => {
  it('reports the share of the body sent, rising to 1 (Node: ky’s streamed body)', async () => {
    server().on('POST', '/api/v2/files', () => ({ status: 201, json: userFile() }));
    const reported: number[] = [];
    const bytes = new Uint8Array(3 * 1024 * 1024).fill(97);
    expect(await api().files.upload(new File([bytes], '大.txt'), { onProgress: (fraction) => reported.push(fraction) })).toEqual(userFile());
    expect(reported.length).toBeGreaterThan(1);
    expect(reported.at(-1)).toBe(1);
    expect(reported.every((fraction, index) => fraction >= 0 && fraction <= 1 && fraction >= (reported[index - 1] ?? 0))).toBe(true);
    expect(server().hits('POST', '/api/v2/files')[0]?.body.length).toBeGreaterThan(bytes.length);
  });
});

describe('flow logo', () => {
  it('uploads a logo as multipart `file` and answers where it is served', async () => {
    server().on('POST', '/api/v1/flows/upload_logo', () => ({ status: 201, json: { file_path: `/api/v1/files/public/${FILE_ID}` } }));
    expect(await api().flows.uploadLogo(new File(['PNG'], '标志.png'))).toEqual({ file_path: `/api/v1/files/public/${FILE_ID}` });
    const [sent] = server().hits('POST', '/api/v1/flows/upload_logo');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body).toContain('name="file"; filename="标志.png"');
  });

  it('tells an uploaded logo from an icon name', () => {
    expect(isUploadedLogo(`/api/v1/files/public/${FILE_ID}`)).toBe(true);
    expect(isUploadedLogo('Workflow')).toBe(false);
    expect(isUploadedLogo(null)).toBe(false);
  });
});

describe('monitor calls', () => {
  it('asks for a page of a flow’s transactions', async () => {
    const page: Paged<TransactionRecord> = { items: [], page: 2, pages: 2, size: 10, total: 11 };
    server().on('GET', '/api/v1/monitor/transactions', () => ({ json: page }));
    expect(await api().monitor.transactions({ flow_id: FLOW_ID, page: 2, size: 10 })).toEqual(page);
    await api().monitor.transactions({ flow_id: FLOW_ID });
    expect(server().hits('GET', '/api/v1/monitor/transactions').map((request) => request.query)).toEqual([`?flow_id=${FLOW_ID}&page=2&size=10`, `?flow_id=${FLOW_ID}`]);
  });
});

describe('upload rules', () => {
  it.each([
    ['report.PDF', 'pdf', true],
    ['archive.tar.gz', 'gz', false],
    ['README', '', false],
    ['photo.jpeg', 'jpeg', true],
    ['dir.v2/notes', '', false],
  ])('%s has extension %j (allowed: %s)', (name, extension, allowed) => {
    expect(fileExtension(name)).toBe(extension);
    expect(isUploadExtension(extension)).toBe(allowed);
  });

  it('words the type refusal with the allowed list', () => {
    expect(fileTypeNotAllowedDetail(['txt', 'md'])).toBe('File type not allowed. Allowed types: txt, md');
  });
});

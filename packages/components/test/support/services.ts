// Stand-ins for the server's services: uploaded files kept in memory, and a fetch that answers
// from a table of pages and records what was asked. The real guarded fetch is tested in the server.
import type { FileService, OutboundFetch, OutboundRequest, StoredFileContent } from '@app/engine';

/** Files in memory; a saved one is kept under "owner/<n>.<extension>" and readable back. */
export function memoryFiles(files: Record<string, StoredFileContent>): Required<FileService> {
  return {
    async read(path) {
      const file = files[path];
      if (!file) throw new Error(`File not found: ${path}`);
      return file;
    },
    async save(file) {
      const path = `owner/${Object.keys(files).length + 1}.${file.name.split('.').pop() ?? ''}`;
      files[path] = file;
      return { name: file.name, path };
    },
  };
}

export type Page = { body: string | Uint8Array; type?: string; status?: number; headers?: Record<string, string> } | Error;

export interface RecordedFetch extends OutboundFetch {
  readonly requests: Array<{ url: string; init: OutboundRequest }>;
}

/** Answers each URL from the table (an Error rejects, like a refused address); anything else is a 404. */
export function pageFetch(pages: Record<string, Page>): RecordedFetch {
  const requests: RecordedFetch['requests'] = [];
  const fetch = async (url: string, init: OutboundRequest = {}) => {
    requests.push({ url, init });
    const page = pages[url];
    if (page instanceof Error) throw page;
    if (!page) return new Response('not found', { status: 404 });
    const headers = { ...(page.type ? { 'content-type': page.type } : {}), ...page.headers };
    const response = new Response(page.body, { status: page.status ?? 200, headers });
    Object.defineProperty(response, 'url', { value: url });
    return response;
  };
  return Object.assign(fetch, { requests });
}

/** The network as it is (local test servers), through Node's fetch, recording the URLs asked. */
export function networkFetch(): RecordedFetch {
  const requests: RecordedFetch['requests'] = [];
  const fetch = async (url: string, init: OutboundRequest = {}) => {
    requests.push({ url, init });
    return globalThis.fetch(url, { method: init.method, headers: init.headers, body: init.body, signal: init.signal, redirect: init.redirect ?? 'follow' });
  };
  return Object.assign(fetch, { requests });
}

/** Answers every URL with the one page (for queries whose URL varies), recording what was asked. */
export function pageForAnyUrl(page: Page): RecordedFetch {
  const requests: RecordedFetch['requests'] = [];
  const fetch = async (url: string, init: OutboundRequest = {}) => {
    requests.push({ url, init });
    return pageFetch({ [url]: page })(url, init);
  };
  return Object.assign(fetch, { requests });
}

// loadPdfDocument over a stand-in PDF.js: pages drawn at the screen's density, and a cancelled
// drawing frees the canvas without an error.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPdfDocument } from './pdfDocument';

const pdfjs = vi.hoisted(() => {
  const tasks: Array<{ cancel: ReturnType<typeof vi.fn>; reject(error: Error): void; resolve(): void }> = [];
  const page = {
    getViewport: ({ scale }: { scale: number }) => ({ width: 100 * scale, height: 150 * scale }),
    render: vi.fn(() => {
      let settle = { resolve: () => {}, reject: (_error: Error) => {} };
      const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
      const task = { promise, cancel: vi.fn(() => settle.reject(new Error('Rendering cancelled'))), ...settle };
      tasks.push(task);
      return task;
    }),
  };
  return { tasks, page, destroy: vi.fn(), getDocument: vi.fn(() => ({ promise: Promise.resolve({ numPages: 4, getPage: async () => page }), destroy: pdfjs.destroy })) };
});

vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: { workerSrc: '' }, getDocument: pdfjs.getDocument }));

beforeEach(() => {
  pdfjs.tasks.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('loadPdfDocument', () => {
  it('opens the file with the session cookie and draws pages sharp on dense screens', async () => {
    vi.stubGlobal('devicePixelRatio', 2);
    const document = await loadPdfDocument('/api/v1/files/download/f1/a.pdf');
    expect(pdfjs.getDocument).toHaveBeenCalledWith({ url: '/api/v1/files/download/f1/a.pdf', withCredentials: true });
    expect(document.numPages).toBe(4);
    const canvas = window.document.createElement('canvas');
    const drawn = document.renderPage(1, canvas, 1.5);
    await vi.waitFor(() => expect(pdfjs.tasks).toHaveLength(1));
    pdfjs.tasks[0]!.resolve();
    await drawn;
    expect([canvas.width, canvas.height, canvas.style.width, canvas.style.height]).toEqual([300, 450, '150px', '225px']);
    document.destroy();
    expect(pdfjs.destroy).toHaveBeenCalled();
  });

  it('cancels a drawing when its signal aborts, and only then keeps quiet about it', async () => {
    const document = await loadPdfDocument('/a.pdf');
    const canvas = window.document.createElement('canvas');
    const drawing = new AbortController();
    const cancelled = document.renderPage(2, canvas, 1, drawing.signal);
    await vi.waitFor(() => expect(pdfjs.tasks).toHaveLength(1));
    drawing.abort();
    expect(pdfjs.tasks[0]!.cancel).toHaveBeenCalled();
    await expect(cancelled).resolves.toBeUndefined();
    const failed = document.renderPage(3, canvas, 1);
    await vi.waitFor(() => expect(pdfjs.tasks).toHaveLength(2));
    pdfjs.tasks[1]!.reject(new Error('Bad XRef entry'));
    await expect(failed).rejects.toThrow('Bad XRef entry');
  });

  it('does not draw a page whose drawing was cancelled before it loaded', async () => {
    const document = await loadPdfDocument('/a.pdf');
    const drawing = new AbortController();
    drawing.abort();
    await document.renderPage(1, window.document.createElement('canvas'), 1, drawing.signal);
    expect(pdfjs.tasks).toHaveLength(0);
  });
});

// Loading a PDF for the viewer with PDF.js, imported on first use so the editor bundle does not
// carry it. PDF.js parses in its own worker, so a large document does not stall the editor; Vite
// (8, which resolves the package name in `new URL`) emits the worker file and rewrites the URL.
export interface PdfDocument {
  numPages: number;
  /** Draws a page; once `signal` aborts, the drawing stops and frees the canvas for the next one. */
  renderPage(pageNumber: number, canvas: HTMLCanvasElement, scale: number, signal?: AbortSignal): Promise<void>;
  destroy(): void;
}

export type PdfLoader = (url: string) => Promise<PdfDocument>;

export const loadPdfDocument: PdfLoader = async (url) => {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
  const task = pdfjs.getDocument({ url, withCredentials: true });
  const document = await task.promise;
  return {
    numPages: document.numPages,
    async renderPage(pageNumber, canvas, scale, signal) {
      const page = await document.getPage(pageNumber);
      if (signal?.aborted) return;
      // Drawn at the screen's pixel density and shown at the zoom's CSS size, so text stays sharp.
      const density = globalThis.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * density });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / density)}px`;
      canvas.style.height = `${Math.floor(viewport.height / density)}px`;
      // PDF.js refuses a second drawing on a canvas still in use, so a page turn or zoom cancels
      // the drawing under way; its cancellation is expected and not an error.
      const task = page.render({ canvas, viewport });
      signal?.addEventListener('abort', () => task.cancel(), { once: true });
      await task.promise.catch((error: unknown) => {
        if (!signal?.aborted) throw error;
      });
    },
    destroy: () => void task.destroy(),
  };
};

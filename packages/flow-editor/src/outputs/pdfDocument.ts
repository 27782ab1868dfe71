// Loading a PDF for the viewer with PDF.js, imported on first use so the editor bundle does not
// carry it. Its worker code runs on the page (PDF.js's main-thread fallback): output inspection
// shows one page at a time, and no separate worker file needs serving.
export interface PdfDocument {
  numPages: number;
  renderPage(pageNumber: number, canvas: HTMLCanvasElement, scale: number): Promise<void>;
  destroy(): void;
}

export type PdfLoader = (url: string) => Promise<PdfDocument>;

export const loadPdfDocument: PdfLoader = async (url) => {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    // @ts-expect-error -- PDF.js ships its worker module without types; it is only handed back to PDF.js.
    import('pdfjs-dist/build/pdf.worker.min.mjs') as Promise<unknown>,
  ]);
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
  const task = pdfjs.getDocument({ url, withCredentials: true });
  const document = await task.promise;
  return {
    numPages: document.numPages,
    async renderPage(pageNumber, canvas, scale) {
      const page = await document.getPage(pageNumber);
      const viewport = page.getViewport({ scale });
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      await page.render({ canvas, viewport }).promise;
    },
    destroy: () => void task.destroy(),
  };
};

// Loading a PDF for the viewer with PDF.js, imported on first use so the editor bundle does not
// carry it. PDF.js parses in its own worker, so a large document does not stall the editor; Vite
// (8, which resolves the package name in `new URL`) emits the worker file and rewrites the URL.
export interface PdfDocument {
  numPages: number;
  renderPage(pageNumber: number, canvas: HTMLCanvasElement, scale: number): Promise<void>;
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

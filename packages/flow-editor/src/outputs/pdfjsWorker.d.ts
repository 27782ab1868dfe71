// PDF.js ships its worker module without types; the viewer only hands it to PDF.js.
declare module 'pdfjs-dist/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: unknown;
}

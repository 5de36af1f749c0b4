/**
 * A shared PDF drawn page by page with pdf.js (ADR 64). This module, pdf.js with it, and pdf.js's worker are
 * loaded only when a PDF is opened in the room: pdf.js is far larger than a route chunk may be, so it is its
 * own chunk, and the worker does the parsing off the main thread (the call's video keeps playing).
 */
import { getDocument, GlobalWorkerOptions, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfPages {
  count: number;
  /** Draws a page into the canvas at a CSS width, sharp on the screen's pixel ratio. */
  render(page: number, canvas: HTMLCanvasElement, cssWidth: number): Promise<void>;
  close(): void;
}

export async function openPdf(data: ArrayBuffer): Promise<PdfPages> {
  const loading = getDocument({ data });
  const doc = await loading.promise;
  let task: RenderTask | null = null;
  return {
    count: doc.numPages,
    async render(number, canvas, cssWidth) {
      task?.cancel();
      const page = await doc.getPage(number);
      const natural = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (cssWidth / natural.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${cssWidth}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      const current = page.render({ canvas, viewport });
      task = current;
      await current.promise;
    },
    close() {
      task?.cancel();
      void loading.destroy();
    },
  };
}

/**
 * A shared PDF as page images (ADR 66): the browser shows pictures, so no PDF engine is downloaded into the
 * room. pdf.js runs in a child process (render-pdf-pages.mjs): its memory never counts against the server's
 * 300 MB, a hostile PDF can only crash or stall the child, and the server's event loop never waits on the
 * drawing. One PDF is drawn at a time per server (the machine has few cores and a call is playing), each
 * within a time limit; the pages are kept in the file storage beside the PDF, so a page is only ever read.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const PDF_LIMITS = {
  maxPages: 60,
  /** Pixels: sharp on a 2x phone or a laptop, about 100-300 KB of PNG for a page of music. */
  maxWidth: 1400,
  maxHeight: 2000,
  timeoutMs: 60_000,
  /** The child's V8 heap; the canvas's pixels (a few MB a page) come on top. */
  heapMb: 192,
} as const;

export type PdfRefusal = 'invalid' | 'locked' | 'too-many-pages' | 'too-slow';
export type RenderedPdf = { pages: Buffer[] } | { refused: PdfRefusal };

const CHILD = fileURLToPath(new URL('./render-pdf-pages.mjs', import.meta.url));

function renderInChild(data: Buffer, timeoutMs: number): Promise<RenderedPdf> {
  return new Promise((resolve, reject) => {
    // Its own plain node (no tsx loader, no inherited flags) with a small heap; structured clone carries bytes.
    const child = fork(CHILD, [], {
      execArgv: [`--max-old-space-size=${PDF_LIMITS.heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let settled = false;
    const finish = (answer: RenderedPdf | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      if (answer instanceof Error) reject(answer);
      else resolve(answer);
    };
    const timer = setTimeout(() => finish({ refused: 'too-slow' }), timeoutMs);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString();
    });
    child.once('message', (message) => {
      const answer = message as { pages?: Uint8Array[]; refused?: PdfRefusal };
      if (answer.refused) finish({ refused: answer.refused });
      else finish({ pages: (answer.pages ?? []).map((page) => Buffer.from(page)) });
    });
    child.once('error', (err) => finish(err));
    // Killed by its heap limit or a crash in the drawing: the PDF could not be drawn, say so to the sharer.
    child.once('exit', (code, signal) => {
      if (!settled && (code !== 0 || signal)) finish({ refused: 'invalid' });
      else finish(new Error(`PDF renderer exited without an answer: ${stderr}`));
    });
    child.send({ data, ...PDF_LIMITS });
  });
}

let queue: Promise<unknown> = Promise.resolve();

/** The PDF's pages as PNG images, or why it cannot be shown; one PDF at a time in this server. */
export function renderPdfPages(data: Buffer, timeoutMs: number = PDF_LIMITS.timeoutMs): Promise<RenderedPdf> {
  const turn = queue.then(() => renderInChild(data, timeoutMs));
  queue = turn.catch(() => undefined);
  return turn;
}

/** Where page `page` of a PDF stored at `pdfPath` is kept: beside it, under the same unguessable name. */
export const pagePath = (pdfPath: string, page: number) => `${pdfPath.replace(/\.pdf$/, '')}-p${page}.png`;

/**
 * The file shown to both (ADR 64): an image as it is, a PDF drawn page by page by pdf.js (loaded only now, its
 * own chunk). The presenter turns the pages and points: a tap or click on the page puts a highlight there for
 * both. The other person follows and sees who turns the pages.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { roomFileMessages, type RoomFile } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { isPdf, type SheetPointer } from '../model/board.ts';
import type { PdfPages } from './pdf-pages.ts';

const control =
  'inline-flex h-10 items-center justify-center rounded-xl border-2 border-ink bg-white px-3 font-semibold text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-lime disabled:cursor-not-allowed disabled:opacity-50';

/** The file's bytes; a first 401 (the access cookie expired during a long lesson) refreshes the session once. */
async function fileBytes(file: RoomFile, bookingId: number): Promise<ArrayBuffer> {
  let res = await fetch(file.url, { credentials: 'include' });
  if (res.status === 401) {
    await call('lessonRoom.kept', { params: { id: bookingId } });
    res = await fetch(file.url, { credentials: 'include' });
  }
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.arrayBuffer();
}

/** The open PDF of a file, or its failure; null while it loads (the viewer is keyed by the file). */
function usePdf(file: RoomFile, bookingId: number) {
  const [pdf, setPdf] = useState<PdfPages | 'failed' | null>(null);
  useEffect(() => {
    if (!isPdf(file)) return;
    let open: PdfPages | null = null;
    let stopped = false;
    void Promise.all([import('./pdf-pages.ts'), fileBytes(file, bookingId)])
      .then(([{ openPdf }, data]) => openPdf(data))
      .then((pages) => {
        open = pages;
        if (stopped) pages.close();
        else setPdf(pages);
      })
      .catch(() => {
        if (!stopped) setPdf('failed');
      });
    return () => {
      stopped = true;
      open?.close();
    };
  }, [file, bookingId]);
  return pdf;
}

export function SheetViewer({
  file,
  bookingId,
  page,
  presenting,
  presenterName,
  pointer,
  onTurn,
  onPoint,
  onPageCount,
}: {
  file: RoomFile;
  bookingId: number;
  page: number;
  presenting: boolean;
  presenterName: string;
  pointer: SheetPointer | null;
  onTurn: (delta: number) => void;
  onPoint: (x: number, y: number) => void;
  onPageCount: (count: number) => void;
}) {
  const pdf = usePdf(file, bookingId);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<number | null>(null);
  const count = isPdf(file) ? (pdf && pdf !== 'failed' ? pdf.count : null) : 1;

  useEffect(() => {
    if (count !== null) onPageCount(count);
  }, [count, onPageCount]);

  useEffect(() => {
    if (!pdf || pdf === 'failed' || !canvas.current || !frame.current) return;
    setDrawn(null);
    const shown = Math.min(page, pdf.count);
    pdf
      .render(shown, canvas.current, frame.current.clientWidth)
      .then(() => setDrawn(shown))
      .catch(() => undefined);
  }, [pdf, page]);

  const point = (event: MouseEvent<HTMLDivElement>) => {
    if (!presenting) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    const y = Math.min(1, Math.max(0, (event.clientY - box.top) / box.height));
    onPoint(x, y);
  };
  const here = pointer && pointer.fileId === file.id && pointer.page === page ? pointer : null;

  return (
    <figure aria-label={`Shared: ${file.name}`} className="flex flex-col gap-2">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold break-all">{file.name}</span>
        <span role="status" aria-live="polite" data-page={page}>
          Page {page}
          {count !== null ? ` of ${count}` : ''}
          {presenting ? '' : ` · ${presenterName} turns the pages`}
        </span>
      </figcaption>
      {presenting && count !== 1 ? (
        <div role="group" aria-label="Pages" className="flex gap-2">
          <button type="button" className={control} disabled={page <= 1} onClick={() => onTurn(-1)}>
            Previous page
          </button>
          <button
            type="button"
            className={control}
            disabled={count !== null && page >= count}
            onClick={() => onTurn(1)}
          >
            Next page
          </button>
        </div>
      ) : null}
      {pdf === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {roomFileMessages.renderFailed}{' '}
          <a href={file.url} download={file.name} className="underline">
            Download {file.name}
          </a>
        </p>
      ) : (
        // A pointer for the mouse and touch; the page buttons and the chat do the same by keyboard.
        <div
          ref={frame}
          onClick={point}
          className={`relative w-full overflow-hidden rounded-lg bg-white ${presenting ? 'cursor-crosshair' : ''}`}
        >
          {isPdf(file) ? (
            <>
              {drawn === null ? <p className="p-4 text-sm text-neutral-700">Loading page {page}…</p> : null}
              <canvas
                ref={canvas}
                data-rendered-page={drawn ?? undefined}
                aria-label={`${file.name}, page ${page}`}
                role="img"
                className="block"
              />
            </>
          ) : (
            <img src={file.url} alt={file.name} className="block h-auto w-full" />
          )}
          {here ? (
            <span
              data-pointer
              aria-hidden="true"
              className="pointer-events-none absolute size-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-brand bg-brand/30"
              style={{ left: `${here.x * 100}%`, top: `${here.y * 100}%` }}
            />
          ) : null}
        </div>
      )}
    </figure>
  );
}

/**
 * The file shown to both (ADR 64): an image as it is, a PDF as the page images the server drew when it was
 * shared (ADR 66: no PDF engine in the browser). The presenter turns the pages and points: a press of a mouse,
 * a pen or a finger on the page (pointer events) puts a highlight there for both. The other person follows
 * and sees who turns the pages.
 */
import { useState, type PointerEvent } from 'react';
import { roomFileMessages, type RoomFile } from '@app/contract';
import { call, urlOf } from '../../../shared/api/call.ts';
import { isPdf, type SheetPointer } from '../model/board.ts';

const control =
  'inline-flex h-10 items-center justify-center rounded-xl border-2 border-ink bg-white px-3 font-semibold text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-lime disabled:cursor-not-allowed disabled:opacity-50';

/** Where an image of the shown page is: the file itself, or the server's drawing of the PDF's page. */
const pageSource = (file: RoomFile, page: number) =>
  isPdf(file) ? urlOf('lessonRoom.filePage', { params: { id: file.id, page } }) : file.url;

/**
 * The page's image. A first failure may be the access cookie that expired during a long lesson: the session
 * is refreshed once (any call does it) and the image asked again; a second failure offers the download.
 */
function PageImage({ file, page, bookingId }: { file: RoomFile; page: number; bookingId: number }) {
  const [attempt, setAttempt] = useState<{ page: number; tries: number; loaded: boolean }>({
    page,
    tries: 0,
    loaded: false,
  });
  const current = attempt.page === page ? attempt : { page, tries: 0, loaded: false };
  const failed = current.tries > 1;
  const retry = () => {
    if (current.tries === 0) {
      void call('lessonRoom.kept', { params: { id: bookingId } })
        .catch(() => undefined)
        .finally(() => setAttempt({ page, tries: 1, loaded: false }));
    } else setAttempt({ page, tries: 2, loaded: false });
  };
  if (failed || (isPdf(file) && file.page_count === null)) {
    return (
      <p role="alert" className="p-4 text-sm font-medium text-red-700">
        {roomFileMessages.renderFailed}{' '}
        <a href={file.url} download={file.name} className="underline">
          Download {file.name}
        </a>
      </p>
    );
  }
  return (
    <>
      {current.loaded ? null : <p className="p-4 text-sm text-neutral-700">Loading page {page}…</p>}
      <img
        key={`${page}-${current.tries}`}
        src={pageSource(file, page)}
        alt={isPdf(file) ? `${file.name}, page ${page}` : file.name}
        data-rendered-page={current.loaded ? page : undefined}
        draggable={false}
        onLoad={() => setAttempt({ page, tries: current.tries, loaded: true })}
        onError={retry}
        className="block h-auto w-full select-none"
      />
    </>
  );
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
}: {
  file: RoomFile;
  bookingId: number;
  page: number;
  presenting: boolean;
  presenterName: string;
  pointer: SheetPointer | null;
  onTurn: (delta: number) => void;
  onPoint: (x: number, y: number) => void;
}) {
  const count = file.page_count;

  // Mouse, pen and touch alike; a press points, as a click did, and the page does not scroll under a pen.
  const point = (event: PointerEvent<HTMLDivElement>) => {
    if (!presenting || !event.isPrimary) return;
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
      {/* A pointer for mouse, pen and touch; the page buttons and the chat do the rest by keyboard. */}
      <div
        onPointerDown={point}
        className={`relative w-full overflow-hidden rounded-lg bg-white ${presenting ? 'cursor-crosshair touch-none' : ''}`}
      >
        <PageImage file={file} page={Math.min(page, count ?? page)} bookingId={bookingId} />
        {here ? (
          <span
            data-pointer
            aria-hidden="true"
            className="pointer-events-none absolute size-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-brand bg-brand/30"
            style={{ left: `${here.x * 100}%`, top: `${here.y * 100}%` }}
          />
        ) : null}
      </div>
    </figure>
  );
}

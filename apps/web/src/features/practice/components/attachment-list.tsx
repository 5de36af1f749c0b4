/**
 * The files attached to an assignment (ADR 60), as the student sees them: sheet music (PDF, images) as
 * download links with name and size, recordings with the browser's own player. Every address is the
 * authorised download call the server names; nothing is public.
 */
import type { PracticeAttachment } from '@app/contract';

/** "340 KB", "1.2 MB": enough to tell a phone user what a download costs. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const isAudio = (file: PracticeAttachment) => file.content_type.startsWith('audio/');

/** The download link of one file: its name and size, saved under its name. */
export function AttachmentLink({ file }: { file: PracticeAttachment }) {
  return (
    <a href={file.url} download={file.name} className="break-all font-semibold underline">
      {file.name} <span className="font-normal text-neutral-700">({formatSize(file.size_bytes)})</span>
    </a>
  );
}

export function AttachmentList({ title, files }: { title: string; files: PracticeAttachment[] }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={`Attachments of ${title}`} className="flex flex-col gap-2">
      {files.map((file) => (
        <li key={file.id} className="flex flex-col gap-1">
          <AttachmentLink file={file} />
          {isAudio(file) ? (
            // preload="none": a phone downloads a recording only when it is played.
            <audio controls preload="none" src={file.url} aria-label={file.name} className="w-full max-w-md">
              <a href={file.url}>Download {file.name}</a>
            </audio>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The mentor's attachments of one saved assignment (ADR 60): the files so far, each with a remove button
 * that asks first, and a file input that uploads the chosen file at once. The server judges the file by its
 * bytes; its refusal is shown under the input. A file over the limit is refused here before it is sent.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_LIMITS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_ASSIGNMENT,
  attachmentMessages,
  type PracticeAttachment,
  type PracticeAssignment,
} from '@app/contract';
import { serverMessage } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { attachFile, practiceKeys, removeAttachment } from '../api/practice.ts';
import { AttachmentLink } from './attachment-list.tsx';

function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all(practiceKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function AttachmentsEditor({ assignment }: { assignment: PracticeAssignment }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const refresh = useRefresh();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => attachFile(assignment.id, file),
    onSuccess: async (answer) => {
      setNotice(`${answer.message} ${answer.attachment.name}`);
      await refresh();
    },
    onError: (err) => setError(serverMessage(err) ?? attachmentMessages.failed),
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  const choose = (file: File | undefined) => {
    setError(null);
    setNotice(null);
    if (!file) return;
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setError(attachmentMessages.tooLarge);
      if (input.current) input.current.value = '';
      return;
    }
    upload.mutate(file);
  };
  const full = assignment.attachments.length >= ATTACHMENTS_PER_ASSIGNMENT;
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-neutral-50 p-3">
      {assignment.attachments.length > 0 ? (
        <ul aria-label={`Attachments of ${assignment.title}`} className="flex flex-col gap-2">
          {assignment.attachments.map((file) => (
            <AttachmentRow key={file.id} file={file} onRemoved={setNotice} />
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="text-sm text-neutral-700">{attachmentMessages.tooMany}</p>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-semibold">
            Attach sheet music or audio
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ATTACHMENT_ACCEPT}
            disabled={upload.isPending}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
            className="w-full max-w-full text-sm file:mr-3 file:min-h-10 file:rounded-xl file:border-2 file:border-ink file:bg-white file:px-4 file:font-semibold"
            onChange={(event) => choose(event.currentTarget.files?.[0])}
          />
          <p id={hintId} className="text-sm text-neutral-600">
            {ATTACHMENT_LIMITS}
          </p>
          {upload.isPending ? (
            <p role="status" className="text-sm font-semibold">
              Uploading {upload.variables?.name}…
            </p>
          ) : null}
          {error ? (
            <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      )}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
    </div>
  );
}

function AttachmentRow({
  file,
  onRemoved,
}: {
  file: PracticeAttachment;
  onRemoved: (message: string) => void;
}) {
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  // The pressed button goes away: focus moves to the safe answer, and back to Remove when the file is kept.
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (confirming === false) ask.current?.focus();
  }, [confirming]);
  const remove = useMutation({
    mutationFn: () => removeAttachment(file.id),
    onSuccess: async (answer) => {
      onRemoved(answer.message);
      await refresh();
    },
  });
  return (
    <li className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <AttachmentLink file={file} />
        {!confirming ? (
          <Button ref={ask} size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            Remove <span className="sr-only">{file.name}</span>
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <div role="group" aria-label={`Confirm removing ${file.name}`} className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => remove.mutate()} disabled={remove.isPending}>
            Yes, remove {file.name}
          </Button>
          <Button ref={keep} size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : null}
      {remove.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {serverMessage(remove.error) ?? attachmentMessages.failed}
        </p>
      ) : null}
    </li>
  );
}

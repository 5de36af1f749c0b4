/**
 * One image of a masterclass (issue 21 item 5): staff choose a file, it is uploaded at once through the
 * file storage (the server checks it by content: PNG, JPEG or WebP, 4 MB) and the form keeps its /media/
 * path; the chosen image is shown and can be removed.
 */
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from 'sonner';
import { MASTERCLASS_IMAGE_FIELD, masterclassPickerMessages as p } from '@app/contract';
import { serverFieldMessages } from '../../../shared/forms/server-errors.ts';
import { serverMessage } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { uploadMasterclassImage } from '../api/catalogue.ts';

export function MasterclassImageField({
  label,
  path,
  onChange,
  error,
}: {
  label: string;
  path: string;
  onChange: (path: string) => void;
  error?: string | undefined;
}) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const upload = useMutation({
    mutationFn: uploadMasterclassImage,
    onSuccess: (image) => {
      onChange(image.path);
      toast.success(image.message);
    },
  });
  const uploadError = upload.isError
    ? (serverFieldMessages(upload.error, MASTERCLASS_IMAGE_FIELD)[0] ??
      serverMessage(upload.error) ??
      p.imageUploadFailed)
    : undefined;
  const shown = uploadError ?? error;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      {path ? (
        <img src={path} alt={`${label}, chosen`} className="h-24 w-24 rounded-lg object-cover" />
      ) : null}
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? errorId : undefined}
        disabled={upload.isPending}
        className="text-sm"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload.mutate(file);
        }}
      />
      {upload.isPending ? <p className="text-sm">Uploading…</p> : null}
      {path ? (
        <div>
          <Button size="sm" variant="outline" onClick={() => onChange('')}>
            Remove {label.toLowerCase()}
          </Button>
        </div>
      ) : null}
      {shown ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {shown}
        </p>
      ) : null}
    </div>
  );
}

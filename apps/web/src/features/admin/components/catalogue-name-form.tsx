/**
 * One name of the staff catalogue (issue 21 item 5): adding an entry to a list, or renaming one. The
 * server's 400s (a taken name, an empty one) come back on the field through the shared R1 mapper.
 */
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { CatalogueEntry } from '@app/contract';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';

export function CatalogueNameForm({
  label,
  submitLabel,
  initial = '',
  save,
  onSaved,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  save: (name: string) => Promise<CatalogueEntry>;
  onSaved: (entry: CatalogueEntry) => void | Promise<void>;
  onCancel?: () => void;
}) {
  const { register, handleSubmit, setError, reset, formState } = useForm({
    ...FORM_OPTIONS,
    defaultValues: { name: initial },
  });
  const mutation = useMutation({
    mutationFn: (name: string) => save(name),
    onSuccess: async (entry) => {
      reset({ name: onCancel ? entry.name : '' });
      await onSaved(entry);
    },
    onError: (error) => applyServerErrors(error, setError, { fields: { name: 'name' } }),
  });
  const onSubmit = handleSubmit(({ name }) => {
    if (!mutation.isPending) mutation.mutate(name);
  });
  const error = formState.errors.name?.message ?? formState.errors.root?.server?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-2">
      <TextField
        label={label}
        error={error}
        className="min-w-0 flex-1 basis-48"
        autoComplete="off"
        {...register('name')}
      />
      <div className="flex gap-2 pb-1">
        <Button type="submit" size="sm" disabled={mutation.isPending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

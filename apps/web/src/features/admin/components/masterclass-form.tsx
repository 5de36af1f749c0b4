/**
 * The staff area's masterclass form (create and edit, K5): every field of the contract; the start is a
 * wall-clock time in the chosen zone. The server's 400s come back per field and are shown under each.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { masterclassMessages as m, type AdminMasterclass, type MasterclassBody } from '@app/contract';
import { ApiError } from '../../../shared/api/client.ts';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import {
  activeMasterclassesQuery,
  adminMasterclassesQuery,
  saveMasterclass,
} from '../../masterclass/index.ts';
import { MasterclassImageField } from './masterclass-image-field.tsx';
import { MasterclassMentorPicker, type ChosenMentor } from './masterclass-mentor-picker.tsx';
import { TimeZoneSelect } from './time-zone-select.tsx';

interface Draft {
  name: string;
  description: string;
  description_mentor: string;
  topic: string;
  show_off_url: string;
  join_url: string;
  start_time_local: string;
  timezone: string;
  duration: string;
  capacity: string;
  mentor_id: string;
  custom_mentor_photo_1: string;
  custom_mentor_photo_2: string;
}

const DRAFT_FIELDS = [
  'name',
  'description',
  'description_mentor',
  'topic',
  'show_off_url',
  'join_url',
  'start_time_local',
  'timezone',
  'duration',
  'capacity',
  'mentor_id',
  'custom_mentor_photo_1',
  'custom_mentor_photo_2',
] as const satisfies readonly (keyof Draft)[];

function draftOf(mc: AdminMasterclass | null): Draft {
  return {
    name: mc?.name ?? '',
    description: mc?.description ?? '',
    description_mentor: mc?.description_mentor ?? '',
    topic: mc?.topic ?? '',
    show_off_url: mc?.show_off_url ?? '',
    join_url: mc?.join_url ?? '',
    start_time_local: mc?.start_time_local ?? '',
    timezone: mc?.timezone ?? 'Europe/Berlin',
    duration: String(mc?.duration ?? 60),
    capacity: String(mc?.capacity ?? 50),
    mentor_id: mc?.mentor_id == null ? '' : String(mc.mentor_id),
    custom_mentor_photo_1: mc?.custom_mentor_photo_1 ?? '',
    custom_mentor_photo_2: mc?.custom_mentor_photo_2 ?? '',
  };
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function toBody(d: Draft): MasterclassBody {
  return {
    ...d,
    duration: toNumber(d.duration),
    capacity: toNumber(d.capacity),
    mentor_id: d.mentor_id.trim() === '' ? null : toNumber(d.mentor_id),
  };
}

export function MasterclassForm({
  editing,
  onDone,
}: {
  editing: AdminMasterclass | null;
  onDone: () => void;
}) {
  const { register, handleSubmit, setError, formState, control } = useForm({
    ...FORM_OPTIONS,
    defaultValues: draftOf(editing),
  });
  // The picked mentor's name beside the id the form sends (the list answers it for a saved class).
  const [mentor, setMentor] = useState<ChosenMentor | null>(
    editing?.mentor_id != null
      ? { id: editing.mentor_id, name: editing.mentor_name ?? `#${editing.mentor_id}` }
      : null,
  );
  const { errors } = formState;
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (draft: Draft) => saveMasterclass(editing?.id ?? null, toBody(draft)),
    onSuccess: async () => {
      toast.success(m.staffSaved);
      await queryClient.invalidateQueries({ queryKey: adminMasterclassesQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: activeMasterclassesQuery().queryKey });
      onDone();
    },
    // Every field of the contract is on the form under its own name. Above the form: the contract's
    // "check the highlighted fields" when fields took the messages, never the pipeline's "Invalid body: ...".
    onError: (error) =>
      applyServerErrors(error, setError, {
        fields: Object.fromEntries(DRAFT_FIELDS.map((name) => [name, name])),
        root: ({ fieldsTaken, unmatched }) => {
          if (fieldsTaken) return m.invalid;
          if (unmatched.length) return unmatched.join(' ');
          return error instanceof ApiError ? (error.body?.detail ?? m.invalid) : m.invalid;
        },
      }),
  });
  const text = (name: keyof Draft, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} error={errors[name]?.message} {...extra} {...register(name)} />
  );
  const onSubmit = handleSubmit((draft) => {
    if (!save.isPending) save.mutate(draft);
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? `Edit ${editing.name}` : m.staffCreate}
      className="flex flex-col gap-4 rounded-2xl border-2 border-ink p-5"
    >
      <h3 className="text-xl font-bold">{editing ? `Edit ${editing.name}` : m.staffCreate}</h3>
      {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      {text('name', 'Name', { required: true })}
      {text('description', 'Description', { required: true })}
      {text('description_mentor', 'About the mentor')}
      {text('topic', m.staffTopicLabel, {
        hint: 'Used in the page\'s "What to expect" blocks; blank speaks of music in general.',
      })}
      {text('show_off_url', 'Preview video (YouTube or Vimeo embed address)', {
        required: true,
        placeholder: 'https://www.youtube-nocookie.com/embed/VIDEO_ID',
      })}
      {text('join_url', 'Join link of the live session (https)', { required: true, type: 'url' })}
      <div className="grid gap-4 md:grid-cols-2">
        {text('start_time_local', 'Start (local time in the zone)', {
          required: true,
          type: 'datetime-local',
        })}
        <TimeZoneSelect
          label="Time zone"
          current={editing?.timezone ?? ''}
          error={errors.timezone?.message}
          required
          {...register('timezone')}
        />
        {text('duration', 'Duration in minutes', { required: true, type: 'number', min: 15, max: 240 })}
        {text('capacity', 'Seats', { required: true, type: 'number', min: 1, max: 10000 })}
      </div>
      <Controller
        control={control}
        name="mentor_id"
        render={({ field, fieldState }) => (
          <MasterclassMentorPicker
            chosen={mentor}
            error={fieldState.error?.message}
            onChange={(chosen) => {
              setMentor(chosen);
              field.onChange(chosen ? String(chosen.id) : '');
            }}
          />
        )}
      />
      <div className="grid gap-4 md:grid-cols-2">
        {(['custom_mentor_photo_1', 'custom_mentor_photo_2'] as const).map((name, index) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <MasterclassImageField
                label={`Mentor photo ${index + 1} (optional)`}
                path={field.value}
                error={fieldState.error?.message}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </div>
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? m.staffSaving : m.staffSave}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

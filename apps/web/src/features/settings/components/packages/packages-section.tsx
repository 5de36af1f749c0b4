/**
 * The mentor's "Packages" section (issue 18 item 2): add a package (5, 10 or 20 lessons of one of their
 * lengths, 0-30% off), list them with the price per lesson and the saving, delete one (new sales stop,
 * bought credits stay valid).
 */
import { PACKAGE_LESSON_COUNTS, PACKAGE_MAX_DISCOUNT_PERCENT } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FORM_OPTIONS } from '../../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../../shared/forms/server-errors.ts';
import { formatEuro } from '../../../../shared/money.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { createPackage, myPackagesQuery, ownProfileQuery, removePackage } from '../../api/packages.ts';
import { lessonPrice, packageFigures } from '../../model/packages.ts';
import { FormOutcome, SettingsSection } from '../section.tsx';

interface Draft {
  lessons: string;
  session_id: string;
  discount_percent: string;
}

export function PackagesSection({ mentorId }: { mentorId: number }) {
  const client = useQueryClient();
  const packages = useQuery(myPackagesQuery);
  const profile = useQuery(ownProfileQuery(mentorId));
  const sessions = profile.data?.sessions ?? [];
  const hourly = profile.data?.amount_cents ?? 0;
  const [saved, setSaved] = useState<string | null>(null);
  const ids = { lessons: useId(), session: useId(), discount: useId() };
  const { register, handleSubmit, setError, formState, reset } = useForm<Draft>({
    ...FORM_OPTIONS,
    defaultValues: { lessons: '5', session_id: '', discount_percent: '10' },
  });
  const refresh = () => client.invalidateQueries({ queryKey: myPackagesQuery.queryKey });

  const add = useMutation({
    mutationFn: (draft: Draft) =>
      createPackage({
        lessons: Number(draft.lessons),
        session_id: Number(draft.session_id || sessions[0]?.id),
        discount_percent: Number(draft.discount_percent),
      }),
    onSuccess: async () => {
      setSaved('Package added.');
      reset();
      await refresh();
    },
    onError: (error) =>
      applyServerErrors(error, setError, {
        fields: { lessons: 'lessons', session_id: 'session_id', discount_percent: 'discount_percent' },
      }),
  });
  const remove = useMutation({ mutationFn: removePackage, onSuccess: refresh });
  const fieldError = (name: keyof Draft) => formState.errors[name]?.message;

  return (
    <SettingsSection
      title="Packages"
      description="Offer 5, 10 or 20 lessons of one length at a discount. Deleting a package stops new sales; credits already bought stay valid."
    >
      <ul className="flex flex-col gap-2" aria-label="Your packages">
        {(packages.data ?? []).map((pkg) => {
          const minutes = sessions.find((s) => s.id === pkg.session_id)?.session_time ?? 0;
          const { perLessonCents, savingCents } = packageFigures(pkg, lessonPrice(hourly, minutes));
          return (
            <li
              key={pkg.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-neutral-50 p-3"
            >
              <span>
                {pkg.lessons} × {minutes} minutes, {pkg.discount_percent}% off: {formatEuro(pkg.price_cents)}{' '}
                ({formatEuro(perLessonCents)} a lesson, save {formatEuro(savingCents)})
              </span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => remove.mutate(pkg.id)}
                aria-label={`Delete the package of ${pkg.lessons} × ${minutes} minutes`}
              >
                Delete
              </Button>
            </li>
          );
        })}
        {packages.data?.length === 0 ? <li className="text-neutral-700">No packages yet.</li> : null}
      </ul>
      <form
        noValidate
        aria-label="Add a package"
        className="flex flex-wrap items-end gap-4"
        onSubmit={(event) => {
          setSaved(null);
          void handleSubmit((draft) => add.mutate(draft))(event);
        }}
      >
        <label htmlFor={ids.lessons} className="flex flex-col gap-1 font-medium">
          Lessons
          <select
            id={ids.lessons}
            className="rounded-xl border border-neutral-400 p-2"
            {...register('lessons')}
          >
            {PACKAGE_LESSON_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.session} className="flex flex-col gap-1 font-medium">
          Length
          <select
            id={ids.session}
            className="rounded-xl border border-neutral-400 p-2"
            {...register('session_id')}
          >
            {sessions.map((s) => (
              <option key={s.id} value={s.id}>
                {s.session_time} minutes
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.discount} className="flex flex-col gap-1 font-medium">
          Discount (%)
          <input
            id={ids.discount}
            type="number"
            min={0}
            max={PACKAGE_MAX_DISCOUNT_PERCENT}
            className="w-28 rounded-xl border border-neutral-400 p-2"
            aria-invalid={fieldError('discount_percent') ? true : undefined}
            {...register('discount_percent')}
          />
        </label>
        <Button type="submit" disabled={add.isPending}>
          Add package
        </Button>
      </form>
      <FormOutcome
        error={
          fieldError('discount_percent') ??
          fieldError('lessons') ??
          fieldError('session_id') ??
          formState.errors.root?.server?.message
        }
        success={saved}
      />
    </SettingsSection>
  );
}

/**
 * B9 on the lesson card: the student of a lesson that ended less than 24 hours ago reports that the mentor
 * did not show up ("Report a no-show", a dialog with optional details); afterwards the card says where
 * staff are with it. The server decides (can_report_no_show); the card also stops offering it at 24 h.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  NO_SHOW_DETAILS_MAX,
  NO_SHOW_REPORT_HOURS,
  NO_SHOW_STATUS_LABELS,
  noShowMessages,
} from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { serverMessage } from '../../../shared/api/client.ts';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { useServerNow } from '../../../shared/lessons/use-server-now.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { lessonsKey } from '../api/lessons.ts';
import type { Booking } from '../model/types.ts';

const HOUR_MS = 3_600_000;

export function reportNoShow(id: number, details: string) {
  return call('bookings.reportNoShow', {
    params: { id },
    body: details.trim() ? { details: details.trim() } : {},
  });
}

export function NoShowReport({
  booking,
  onNotice,
}: {
  booking: Booking;
  onNotice: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const now = useServerNow(booking.can_report_no_show);
  if (booking.no_show_report) {
    return (
      <p className="basis-full text-sm text-neutral-700">
        No-show report: {NO_SHOW_STATUS_LABELS[booking.no_show_report.status]}
      </p>
    );
  }
  const closes = Date.parse(booking.date_time.end) + NO_SHOW_REPORT_HOURS * HOUR_MS;
  if (!booking.can_report_no_show || booking.viewer_is_mentor || !(now <= closes)) return null;
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        Report a no-show
      </Button>
      {open ? <NoShowDialog booking={booking} onClose={() => setOpen(false)} onReported={onNotice} /> : null}
    </>
  );
}

function NoShowDialog({
  booking,
  onClose,
  onReported,
}: {
  booking: Booking;
  onClose: () => void;
  onReported: (message: string) => void;
}) {
  const client = useQueryClient();
  const fieldId = useId();
  const { control, register, handleSubmit, setError, formState } = useForm({
    ...FORM_OPTIONS,
    defaultValues: { details: '' },
  });
  const details = useWatch({ control, name: 'details' });
  const send = useMutation({
    mutationFn: (text: string) => reportNoShow(booking.id, text),
    onSuccess: async (answer) => {
      onReported(answer.message);
      onClose();
      await client.invalidateQueries({ queryKey: lessonsKey });
    },
    onError: (err) =>
      applyServerErrors(err, setError, {
        fields: {},
        root: () => serverMessage(err) ?? noShowMessages.failed,
      }),
  });
  const error = formState.errors.root?.server?.message;
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !send.isPending && onClose()}
      title="Report a no-show"
      description={`${booking.reference} with ${booking.other_user.name}`}
    >
      <form className="flex flex-col gap-4" onSubmit={handleSubmit((values) => send.mutate(values.details))}>
        <p>
          Tell us if your mentor did not show up. Our team looks into every report; when a mentor does not
          show up, you get a full refund.
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-semibold">
            What happened? (optional)
          </label>
          <textarea
            id={fieldId}
            maxLength={NO_SHOW_DETAILS_MAX}
            rows={4}
            aria-describedby={`${fieldId}-count`}
            {...register('details')}
            className="w-full rounded-xl border-2 border-neutral-300 bg-white p-3 text-base focus:border-ink"
          />
          <p id={`${fieldId}-count`} className="text-sm text-neutral-700">
            {details.length}/{NO_SHOW_DETAILS_MAX} characters
          </p>
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="sm" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send report'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

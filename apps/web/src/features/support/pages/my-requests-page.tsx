/**
 * My requests (issue 21 item 4), /support/requests for a signed-in user: their support requests, newest
 * first, each with its thread (staff replies, never internal notes) and a form to answer while it is not
 * closed. An answer sends the ticket back to support (open).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  SUPPORT_TICKET_STATUS_LABELS,
  supportMessages as m,
  supportReasonLabel,
  type MyRequest,
} from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { formatShortDateTime } from '../../../shared/time/viewer-zone.ts';
import { answerRequest, myRequestsKey, myRequestsQuery } from '../api/support.ts';
import { ThreadMessageForm } from '../components/thread-message-form.tsx';
import { ThreadView } from '../components/thread-view.tsx';

function Request({ request }: { request: MyRequest }) {
  const client = useQueryClient();
  const headingId = `request-${request.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border-2 border-ink/10 p-4"
    >
      <h2 id={headingId} className="text-lg font-bold">
        <span className="font-mono">{request.reference_number}</span> · {supportReasonLabel(request.type)}
      </h2>
      <p className="text-sm">
        Status: <span className="font-semibold">{SUPPORT_TICKET_STATUS_LABELS[request.status]}</span>
      </p>
      <ThreadView
        viewer="user"
        first={{ body: request.message, at: request.created_at, author: m.threadFromYou }}
        messages={request.messages}
        formatTime={formatShortDateTime}
      />
      {request.status === 'closed' ? (
        <p className="text-sm">{m.myClosedNote}</p>
      ) : (
        <ThreadMessageForm
          label={`${m.myAnswerLabel} (${request.reference_number})`}
          submitLabel={m.myAnswerSend}
          doneMessage={m.myAnswerSent}
          send={async (message) => {
            await answerRequest(request.id, message);
            await client.invalidateQueries({ queryKey: myRequestsKey });
          }}
        />
      )}
    </article>
  );
}

export function MyRequestsPage() {
  const requests = useQuery(myRequestsQuery());
  return (
    <section aria-labelledby="my-requests-heading" className="mx-auto flex max-w-3xl flex-col gap-4 p-4">
      <h1 id="my-requests-heading" className="text-3xl font-bold">
        {m.myTitle}
      </h1>
      <p>{m.myIntro}</p>
      <p>
        <Link to="/support" className="font-semibold underline">
          {m.myNewRequest}
        </Link>
      </p>
      {requests.isPending ? <Spinner label="Loading your requests..." /> : null}
      {requests.isError ? <Alert tone="error">{m.myFailed}</Alert> : null}
      {requests.data && requests.data.length === 0 ? <p>{m.myEmpty}</p> : null}
      {requests.data?.map((request) => (
        <Request key={request.id} request={request} />
      ))}
    </section>
  );
}

import { useId, type ReactNode } from 'react';

/** A titled block of a settings tab: a section landmark named by its heading. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-2xl border border-neutral-200 p-6">
      <div>
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {description ? <p className="mt-1 text-neutral-700">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The outcome of a form: errors at once (role=alert), success politely. Kept mounted so it is announced. */
export function FormOutcome({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <>
      <div role="alert">
        {error ? (
          <p className="rounded-xl border-l-4 border-red-700 bg-red-50 p-3 text-red-800">{error}</p>
        ) : null}
      </div>
      <div role="status" aria-live="polite">
        {success ? (
          <p className="rounded-xl border-l-4 border-green-700 bg-green-50 p-3 text-green-900">{success}</p>
        ) : null}
      </div>
    </>
  );
}

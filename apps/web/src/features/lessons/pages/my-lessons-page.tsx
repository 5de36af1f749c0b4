/**
 * /my-lessons (LESSON-01..16, L4): three tabs kept in ?tab=, the upcoming one headed by the lessons waiting
 * for payment. A cancellation's outcome, and that the preparation answers were sent, are announced above
 * the tabs.
 */
import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { LessonSection } from '../components/lesson-section.tsx';
import { EMPTY_TEXTS, readTab, SECTION_STATUS, type LessonTab } from '../model/lessons.ts';

const TAB_LABELS: Record<LessonTab, string> = {
  upcoming: 'Upcoming & Live',
  completed: 'Completed',
  canceled: 'Canceled',
};

const emptyText = (tab: LessonTab) => <p className="py-6 text-center text-neutral-700">{EMPTY_TEXTS[tab]}</p>;

/**
 * The notice after /lesson-preparation sent its answers ({preparationSentTo: the mentor's name, or the
 * default "your mentor"}), or null (ADR 0048).
 */
export function preparationSentNotice(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('preparationSentTo' in state)) return null;
  const name = typeof state.preparationSentTo === 'string' ? state.preparationSentTo.trim() : '';
  const who = name && name !== 'your mentor' ? name : 'They';
  return `Sent to your mentor. ${who} can now read your answers and prepare your lesson.`;
}

export function MyLessonsPage() {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const [notice, setNotice] = useState<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  // Read once when the page opens; the state is then dropped, so a reload does not say it again.
  const [sent] = useState(() => preparationSentNotice(location.state));
  const hasSentState = preparationSentNotice(location.state) !== null;
  useEffect(() => {
    if (hasSentState)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [hasSentState, navigate, location.pathname, location.search]);
  const select = (value: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', readTab(value));
        return next;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-extrabold">My Lessons</h1>
      <div role="status" aria-live="polite">
        {(notice ?? sent) ? (
          <p className="rounded-xl border-l-4 border-green-700 bg-green-50 p-4 text-green-900">
            {notice ?? sent}
          </p>
        ) : null}
      </div>
      <Tabs.Root value={tab} onValueChange={select} className="flex flex-col gap-6">
        {/* One line on a 390 px phone (issue 17): tighter tabs there; a narrower screen scrolls the tabs,
            never the page. */}
        <Tabs.List
          aria-label="Lessons"
          className="flex gap-1 overflow-x-auto border-b border-neutral-200 sm:gap-2"
        >
          {(Object.keys(TAB_LABELS) as LessonTab[]).map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px h-11 shrink-0 whitespace-nowrap border-b-4 border-transparent px-2 text-sm font-semibold text-neutral-700 data-[state=active]:border-brand data-[state=active]:text-ink sm:px-4 sm:text-base"
            >
              {TAB_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="upcoming" className="flex flex-col gap-8">
          <LessonSection
            status={SECTION_STATUS.waiting}
            label="Waiting for payment"
            heading={<h2 className="text-xl font-bold">Waiting for payment</h2>}
            empty={null}
            onNotice={setNotice}
          />
          <LessonSection
            status={SECTION_STATUS.upcoming}
            label="Upcoming and live lessons"
            empty={
              <div className="flex flex-col items-center gap-4">
                {emptyText('upcoming')}
                <ButtonLink to="/listings">Find a Tutor</ButtonLink>
              </div>
            }
            onNotice={setNotice}
          />
        </Tabs.Content>
        <Tabs.Content value="completed">
          <LessonSection
            status={SECTION_STATUS.completed}
            label="Completed lessons"
            empty={emptyText('completed')}
            onNotice={setNotice}
          />
        </Tabs.Content>
        <Tabs.Content value="canceled">
          <LessonSection
            status={SECTION_STATUS.canceled}
            label="Canceled lessons"
            empty={emptyText('canceled')}
            onNotice={setNotice}
          />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

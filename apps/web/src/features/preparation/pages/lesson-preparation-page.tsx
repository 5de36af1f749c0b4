/**
 * /lesson-preparation (PREP-01..06, L2): a short questionnaire that tells the mentor what the student wants
 * from the lesson. It reads {teacherName, instrument, bookingId} from navigation state; with a booking the
 * final step sends the answers to it and My Lessons confirms they were sent, without one it only moves on. 'Skip' and the final 'Continue to My
 * Lessons' go to /my-lessons; nothing is required.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { sendExtraInfo } from '../api/extra-info.ts';
import { ChoiceGroup, TextAnswer } from '../components/questions.tsx';
import {
  experienceLevels,
  learningStyleChoices,
  MAX_TEXT,
  musicStyleChoices,
  noAnswers,
  otherInstrumentChoices,
  readPreparationState,
  SEND_FAILED,
  toExtraInfo,
  toggle,
  type Answers,
} from '../model/preparation.ts';

const MY_LESSONS = '/my-lessons';

interface Step {
  title: string;
  body: ReactNode;
}

export function LessonPreparationPage() {
  const context = readPreparationState(useLocation().state);
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>(noAnswers);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const send = useMutation({
    mutationFn: (bookingId: number) => sendExtraInfo(bookingId, toExtraInfo(answers)),
    // My Lessons confirms "Sent to your mentor" from this state (ADR 0048).
    onSuccess: () => void navigate(MY_LESSONS, { state: { preparationSentTo: context.teacherName } }),
  });

  // Keyboard and screen-reader users land on the new step's heading (not on the first render).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const set = (patch: Partial<Answers>) => setAnswers((current) => ({ ...current, ...patch }));
  const steps: Step[] = [
    {
      title: 'Your experience',
      body: (
        <>
          <ChoiceGroup
            legend={`How much experience do you have with ${context.instrument}?`}
            kind="radio"
            choices={experienceLevels}
            chosen={[answers.experienceLevel]}
            onToggle={(level) => set({ experienceLevel: level })}
          />
          <ChoiceGroup
            legend="Do you play any other instruments?"
            kind="checkbox"
            choices={otherInstrumentChoices}
            chosen={answers.otherInstruments}
            onToggle={(choice) => setAnswers((a) => toggle(a, 'otherInstruments', choice))}
          />
        </>
      ),
    },
    {
      title: 'How you like to learn',
      body: (
        <>
          <ChoiceGroup
            legend="How do you learn best?"
            kind="checkbox"
            choices={learningStyleChoices}
            chosen={answers.learningStyle}
            onToggle={(choice) => setAnswers((a) => toggle(a, 'learningStyle', choice))}
          />
          <ChoiceGroup
            legend="Which music styles do you enjoy?"
            kind="checkbox"
            choices={musicStyleChoices}
            chosen={answers.musicStyles}
            onToggle={(choice) => setAnswers((a) => toggle(a, 'musicStyles', choice))}
          />
        </>
      ),
    },
    {
      title: 'Your goals',
      body: (
        <>
          <TextAnswer
            label="What would you like to achieve?"
            hint={`For example a piece to learn, a technique or an exam. Tell ${context.teacherName} in your own words.`}
            value={answers.learningGoal}
            maxLength={MAX_TEXT}
            onChange={(learningGoal) => set({ learningGoal })}
          />
          <TextAnswer
            label="Anything else your mentor should know?"
            hint="Optional: anything that helps your mentor prepare."
            value={answers.additionalInfo}
            maxLength={MAX_TEXT}
            onChange={(additionalInfo) => set({ additionalInfo })}
          />
        </>
      ),
    },
  ];
  const last = step === steps.length - 1;
  const current = steps[step]!;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!last) setStep(step + 1);
    else if (context.bookingId === null) void navigate(MY_LESSONS);
    else if (!send.isPending) send.mutate(context.bookingId);
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold md:text-4xl">Prepare for your lesson</h1>
        <p className="text-lg">
          Help {context.teacherName} plan your {context.instrument} lesson. Every question is optional.
        </p>
      </header>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-labelledby="prep-step">
        <div>
          <p className="text-sm font-semibold text-neutral-600">
            Step {step + 1} of {steps.length}
          </p>
          <h2 id="prep-step" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
            {current.title}
          </h2>
        </div>
        {current.body}
        {send.isError ? <Alert tone="error">{SEND_FAILED}</Alert> : null}
        <div className="flex flex-wrap gap-3">
          {step > 0 ? (
            <Button variant="outline" onClick={() => setStep(step - 1)}>
              Back
            </Button>
          ) : null}
          <Button type="submit" disabled={send.isPending}>
            {last ? (send.isPending ? 'Sending...' : 'Continue to My Lessons') : 'Next'}
          </Button>
          <Button variant="ghost" onClick={() => void navigate(MY_LESSONS)}>
            Skip
          </Button>
        </div>
      </form>
    </div>
  );
}

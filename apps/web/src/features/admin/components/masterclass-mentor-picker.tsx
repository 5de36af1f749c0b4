/**
 * The masterclass form's mentor (issue 21 item 5): staff type part of a listed mentor's name or e-mail and
 * choose one of the matches (buttons, so a keyboard reaches each); the form keeps the mentor's id. The
 * search is the staff-only GET /api/admin/masterclasses/mentors/.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { masterclassPickerMessages as p } from '@app/contract';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { masterclassMentorsQuery } from '../api/catalogue.ts';

export interface ChosenMentor {
  id: number;
  name: string;
}

/** The typed text, once it has not changed for a moment: one search per pause, not per key. */
function useSettled(text: string, ms = 250): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

export function MasterclassMentorPicker({
  chosen,
  onChange,
  error,
}: {
  chosen: ChosenMentor | null;
  onChange: (mentor: ChosenMentor | null) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState('');
  const term = useSettled(text.trim());
  const results = useQuery({ ...masterclassMentorsQuery(term), enabled: term.length > 0 });
  const resultsId = useId();
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border-2 border-neutral-300 p-3">
      <legend className="px-1 text-sm font-semibold">Mentor (optional, listed mentors only)</legend>
      <p aria-live="polite" className="text-base">
        {chosen ? (
          <>
            Chosen: <strong>{chosen.name}</strong>
          </>
        ) : (
          'No mentor chosen.'
        )}
      </p>
      {chosen ? (
        <div>
          <Button size="sm" variant="outline" onClick={() => onChange(null)}>
            Remove the mentor
          </Button>
        </div>
      ) : null}
      <TextField
        label="Find the mentor"
        hint="Type part of their name or e-mail, then choose them below."
        type="search"
        value={text}
        autoComplete="off"
        aria-controls={resultsId}
        error={error ?? (results.isError ? p.mentorSearchFailed : undefined)}
        onChange={(event) => setText(event.target.value)}
      />
      <div id={resultsId} aria-live="polite">
        {term && results.data ? (
          results.data.length === 0 ? (
            <p className="text-sm">No listed mentor matches “{term}”.</p>
          ) : (
            <ul aria-label="Matching mentors" className="flex flex-col gap-1">
              {results.data.map((mentor) => (
                <li key={mentor.mentor_id}>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="w-full justify-start text-left"
                    onClick={() => {
                      onChange({ id: mentor.mentor_id, name: mentor.name });
                      setText('');
                    }}
                  >
                    Choose {mentor.name}
                    <span className="truncate font-normal text-neutral-700">{mentor.email}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </fieldset>
  );
}

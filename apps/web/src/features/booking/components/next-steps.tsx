/** After a booking (confirmation and success pages): prepare for the lesson, or go to My Lessons. */
import { ButtonLink } from '../../../shared/ui/button.tsx';
import type { LessonPreparationState } from '../model/confirmation-state.ts';

export function NextSteps({ preparation }: { preparation: LessonPreparationState }) {
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink to="/lesson-preparation" state={preparation}>
        Prepare for your lesson
      </ButtonLink>
      <ButtonLink to="/my-lessons" variant="outline">
        Go to My Lessons
      </ButtonLink>
    </div>
  );
}

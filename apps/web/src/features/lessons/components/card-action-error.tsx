/** An action's failure on a lesson card, on a line of its own below the card's buttons. */
import { Alert } from '../../../shared/ui/alert.tsx';

export function CardActionError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="basis-full">
      <Alert tone="error">{message}</Alert>
    </div>
  );
}

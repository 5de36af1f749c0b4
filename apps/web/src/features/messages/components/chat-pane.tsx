/** The chat pane (CHAT-02/06/32): the open conversation's header, messages and send box. */
import { chatMessages } from '@app/contract';
import { Button } from '../../../shared/ui/button.tsx';
import { displayName } from '../model/format.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import { useChat } from './chat-context.ts';
import { Composer } from './composer.tsx';
import { MessageLog } from './message-log.tsx';
import { useMentorDetails } from './use-mentor-details.ts';

export function ChatPane({
  onBack,
  onShowDetails,
  detailsShown,
}: {
  onBack: () => void;
  onShowDetails: () => void;
  detailsShown: boolean;
}) {
  const { other, selected, notFound, roomsStatus } = useChat();
  // A virtual conversation opened by id alone (?user=) learns the mentor's name from the details call.
  const details = useMentorDetails(other?.mentor_id ?? null);
  const back = (
    <Button variant="ghost" size="sm" className="md:hidden" onClick={onBack}>
      ← Conversations
    </Button>
  );

  if (!selected || !other) {
    const text = notFound ? chatMessages.conversationNotFound : chatMessages.selectConversation;
    return (
      <div className="flex flex-1 flex-col">
        <div className="p-2 md:hidden">{back}</div>
        <div className="flex flex-1 items-center justify-center p-6 text-center">
          {roomsStatus === 'loading' ? null : notFound ? (
            <p role="alert" className="font-semibold text-red-700">
              {text}
            </p>
          ) : (
            <p className="text-neutral-700">{text}</p>
          )}
        </div>
      </div>
    );
  }

  const fullName = other.name || details.data?.user.full_name || '';
  const name = displayName(fullName);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-3 border-b border-neutral-200 px-3 py-2">
        {back}
        <ChatAvatar name={fullName} photo={other.profile_picture ?? details.data?.user.profile_photo} />
        <h2 className="min-w-0 flex-1 truncate text-lg font-bold">{name}</h2>
        {other.mentor_id !== null ? (
          <Button
            variant="outline"
            size="sm"
            className="xl:hidden"
            aria-expanded={detailsShown}
            onClick={onShowDetails}
          >
            Mentor details
          </Button>
        ) : null}
      </div>
      <MessageLog label={name ? `Messages with ${name}` : 'Messages'} />
      <Composer key={selected.id} />
    </div>
  );
}

/**
 * /messages, /chat and /chat/:id (CHAT-01..05): the conversation list, the chat and, when the other person
 * is a mentor, the details pane. Under 768px one pane shows at a time with a way back; from 768px the
 * list and the chat stand side by side and the details replace the list on demand; from 1280px the
 * details are a third column.
 */
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../shared/session/auth-check.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useChat } from '../components/chat-context.ts';
import { ChatPane } from '../components/chat-pane.tsx';
import { ChatProvider } from '../components/chat-provider.tsx';
import { ConversationList } from '../components/conversation-list.tsx';
import { MentorDetailsPane } from '../components/mentor-details-pane.tsx';

type Pane = 'list' | 'chat' | 'details';

function Panes() {
  const { selected, other, notFound } = useChat();
  const [pane, setPane] = useState<Pane>('list');
  const selectedKey = selected ? `${selected.id}:${other?.id ?? ''}` : notFound ? 'missing' : '';
  const [shownFor, setShownFor] = useState(selectedKey);
  // A newly opened conversation (or a missing one) brings the chat forward on small screens.
  if (shownFor !== selectedKey) {
    setShownFor(selectedKey);
    setPane(selectedKey ? 'chat' : 'list');
  }
  const chatRegion = useRef<HTMLElement>(null);
  const listRegion = useRef<HTMLElement>(null);
  const detailsRegion = useRef<HTMLElement>(null);
  const moved = useRef(false);
  // Focus follows a pane switch made with the buttons, so keyboard users land in the pane they opened.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const target = pane === 'chat' ? chatRegion : pane === 'details' ? detailsRegion : listRegion;
    // Without scrolling: the panes fill the screen under the sticky navbar, and focus() would scroll the
    // window to the pane's top edge, hiding the chat's header under the bar (issue 17 item 6).
    target.current?.focus({ preventScroll: true });
  }, [pane]);
  const go = (next: Pane) => {
    moved.current = true;
    setPane(next);
  };

  const mentorId = other?.mentor_id ?? null;
  const listClass = `${pane === 'list' ? 'flex' : 'hidden'} ${pane === 'details' && mentorId !== null ? 'md:hidden' : 'md:flex'} xl:flex`;
  const chatClass = `${pane === 'chat' ? 'flex' : 'hidden'} md:flex`;
  const detailsClass = `${pane === 'details' ? 'flex' : 'hidden'} xl:flex`;

  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-[480px] border-t border-neutral-200">
      <section
        ref={listRegion}
        tabIndex={-1}
        aria-labelledby="conversations-heading"
        className={`${listClass} w-full shrink-0 flex-col border-r border-neutral-200 outline-none md:w-72 lg:w-80`}
      >
        <h1 id="conversations-heading" className="px-4 py-3 text-xl font-bold">
          Messages
        </h1>
        <ConversationList onOpen={() => go('chat')} />
      </section>
      <section
        ref={chatRegion}
        tabIndex={-1}
        aria-label="Chat"
        className={`${chatClass} min-w-0 flex-1 flex-col outline-none`}
      >
        <ChatPane
          onBack={() => go('list')}
          onShowDetails={() => go(pane === 'details' ? 'chat' : 'details')}
          detailsShown={pane === 'details'}
        />
      </section>
      {mentorId !== null && other ? (
        <section
          ref={detailsRegion}
          tabIndex={-1}
          aria-label="Mentor details"
          className={`${detailsClass} w-full shrink-0 flex-col border-l border-neutral-200 outline-none md:w-80`}
        >
          <div className="p-2 xl:hidden">
            <Button variant="ghost" size="sm" onClick={() => go('chat')}>
              ← Back to chat
            </Button>
          </div>
          <MentorDetailsPane mentorId={mentorId} name={other.name} />
        </section>
      ) : null}
    </div>
  );
}

export function MessagesPage() {
  const session = useSession();
  // The route's guard let only signed-in people in; the check is answered by then.
  if (session.status !== 'authenticated') return <Spinner />;
  return (
    <ChatProvider me={session.user}>
      <Panes />
    </ChatProvider>
  );
}

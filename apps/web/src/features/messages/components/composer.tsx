/** The send box (CHAT-15/20): Enter sends, Shift+Enter adds a line; nothing blank goes out. */
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { chatMessages, MESSAGE_MAX_LENGTH } from '@app/contract';
import { Button } from '../../../shared/ui/button.tsx';
import { canSend, composerCounter } from '../model/format.ts';
import { useChat } from './chat-context.ts';

export function Composer() {
  const { send } = useChat();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const id = useId();
  const counter = composerCounter(text.length, MESSAGE_MAX_LENGTH);
  const ready = canSend(text) && !sending;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready) return;
    setSending(true);
    setFailed(false);
    try {
      await send(text);
      setText('');
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="border-t border-neutral-200 p-3">
      {failed ? (
        <p role="alert" className="mb-2 text-sm font-semibold text-red-700">
          {chatMessages.sendFailed}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          Message
        </label>
        <textarea
          id={id}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={2}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={counter ? `${id}-counter` : undefined}
          className="min-h-11 flex-1 resize-none rounded-xl border border-neutral-400 px-3 py-2"
        />
        <Button type="submit" disabled={!ready}>
          Send
        </Button>
      </div>
      {counter ? (
        <p id={`${id}-counter`} className="mt-1 text-right text-xs text-neutral-700">
          {counter}
        </p>
      ) : null}
    </form>
  );
}

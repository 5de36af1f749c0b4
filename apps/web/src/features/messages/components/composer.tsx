/** The send box (CHAT-15/20): Enter sends, Shift+Enter adds a line; nothing blank goes out. */
import { useId, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { chatMessages, MESSAGE_MAX_LENGTH } from '@app/contract';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { canSend, composerCounter } from '../model/format.ts';
import { useChat } from './chat-context.ts';

export function Composer() {
  const { send } = useChat();
  const { control, register, handleSubmit, reset, setError, formState } = useForm({
    ...FORM_OPTIONS,
    defaultValues: { text: '' },
  });
  const text = useWatch({ control, name: 'text' });
  const id = useId();
  const counter = composerCounter(text.length, MESSAGE_MAX_LENGTH);
  const sending = formState.isSubmitting;
  const ready = canSend(text) && !sending;
  const failed = Boolean(formState.errors.root?.server);

  // handleSubmit awaits the send, so isSubmitting is the "sending" state.
  const submit = handleSubmit(async (values) => {
    if (!canSend(values.text)) return;
    try {
      await send(values.text);
      reset();
    } catch {
      setError('root.server', { type: 'server', message: chatMessages.sendFailed });
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (ready) void submit();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="border-t border-neutral-200 p-3">
      {failed ? (
        <p role="alert" className="mb-2 text-sm font-semibold text-red-700">
          {formState.errors.root?.server?.message}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          Message
        </label>
        <textarea
          id={id}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={2}
          {...register('text')}
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

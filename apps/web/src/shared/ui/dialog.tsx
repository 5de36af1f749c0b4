/**
 * The modal dialog of the app (Radix Dialog: focus trap, Escape, scroll lock, labelled by its title).
 * `side="right"` makes it a slide-in sheet, used by the mobile menu. Import it only from lazily loaded
 * modules: Radix stays out of the first page's bundle.
 */
import type { ReactNode, RefObject } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Visually hidden title (the content makes it obvious), still read by screen readers. */
  hideTitle?: boolean;
  description?: ReactNode;
  side?: 'center' | 'right';
  /** A wider centred panel (max-w-2xl), for multi-step content such as the booking wizard. */
  wide?: boolean;
  /** Where focus goes back on close when the dialog is opened by a control outside it. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

const panels = {
  center:
    'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl',
  right:
    'fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100%)] flex-col overflow-y-auto bg-white p-6 shadow-xl motion-safe:animate-[slide-in-right_200ms_ease-out]',
};

export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  side = 'center',
  wide = false,
  returnFocusTo,
  children,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <RadixDialog.Content
          className={
            wide && side === 'center' ? panels.center.replace('max-w-lg', 'max-w-2xl') : panels[side]
          }
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          // Radix links the description itself; without one it wants an explicit "none".
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className={hideTitle ? 'sr-only' : 'text-xl font-bold'}>
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className="-mr-2 -mt-2 ml-auto inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-brand-soft"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mb-4 text-neutral-700">{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The catalog's feedback widgets: dialog, toasts, alerts, spinner, facts list, FAQ accordion, avatars. */
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FactsList } from '../../../shared/ui/facts-list.tsx';
import { FaqAccordion } from '../../../shared/ui/faq-accordion.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { BROKEN_AVATAR } from '../model/sample-conversations.ts';
import { CatalogAvatar } from './catalog-avatar.tsx';
import { CatalogExample, CatalogSection } from './catalog-section.tsx';

export function DialogSection() {
  const [open, setOpen] = useState(false);
  // Opened without a Radix trigger: the dialog hands the focus back to the button that opened it.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <CatalogSection
      title="Dialog"
      description="Modal: focus stays inside, Escape or Close returns to the button."
    >
      <div>
        <Button
          onClick={(event) => {
            opener.current = event.currentTarget;
            setOpen(true);
          }}
        >
          Open dialog
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Example dialog"
        description="Dialogs confirm a step before it happens."
        returnFocusTo={opener}
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button size="sm" onClick={() => setOpen(false)}>
            Confirm
          </Button>
        </div>
      </Dialog>
    </CatalogSection>
  );
}

export function ToastSection() {
  return (
    <CatalogSection title="Toasts" description="Short notices at the top of the window.">
      <CatalogExample title="Tones">
        <Button
          variant="secondary"
          onClick={() => toast.success('Saved!', { description: 'Your changes are stored.' })}
        >
          Show success toast
        </Button>
        <Button
          variant="secondary"
          onClick={() => toast.error('Error', { description: 'Something went wrong.' })}
        >
          Show error toast
        </Button>
        <Button variant="secondary" onClick={() => toast('Heads up', { description: 'A plain notice.' })}>
          Show info toast
        </Button>
      </CatalogExample>
    </CatalogSection>
  );
}

export function StatusSection() {
  return (
    <CatalogSection title="Alerts and loading">
      <div className="flex max-w-2xl flex-col gap-3">
        <Alert tone="info" title="Info">
          Lessons are shown in your time zone.
        </Alert>
        <Alert tone="success" title="Success">
          Your lesson is booked.
        </Alert>
        <Alert tone="error" title="Error">
          Errors are announced at once (role=alert).
        </Alert>
      </div>
      <CatalogExample title="Spinner">
        <Spinner label="Loading example..." showLabel />
      </CatalogExample>
    </CatalogSection>
  );
}

const FAQ = [
  { id: 'catalog-one', question: 'What is an accordion?', answer: 'One item opens at a time.' },
  { id: 'catalog-two', question: 'Can I close it again?', answer: 'Yes: click the open question.' },
];

export function ContentSection() {
  return (
    <CatalogSection title="Facts, accordion and avatars">
      <CatalogExample title="Facts list">
        <FactsList
          label="Example lesson"
          rows={[
            ['Mentor', 'Emma W.'],
            ['Date', 'Thursday, 12 March'],
            ['Duration', '60 minutes'],
          ]}
        />
      </CatalogExample>
      <div className="max-w-2xl">
        <FaqAccordion items={FAQ} title="Accordion" />
      </div>
      <CatalogExample title="Avatars: image, broken image, none">
        <CatalogAvatar
          size="lg"
          src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23fde68a'/%3E%3C/svg%3E"
        />
        <CatalogAvatar size="lg" src={BROKEN_AVATAR} />
        <CatalogAvatar size="lg" src={null} />
      </CatalogExample>
    </CatalogSection>
  );
}

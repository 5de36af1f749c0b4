/**
 * /component-catalog (GEN-20, ROUTE-25): signed-in only, without navbar or footer (the route wraps it in
 * its own main). A showcase of the UI kit of shared/ui with no product behaviour, and the sample Messages
 * list of CHAT-01/CHAT-14, which rule K3 keeps here and nowhere else.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ButtonSection, ChoiceSection, FieldSection } from '../components/control-sections.tsx';
import {
  ContentSection,
  DialogSection,
  StatusSection,
  ToastSection,
} from '../components/feedback-sections.tsx';
import { CatalogSection } from '../components/catalog-section.tsx';
import { SampleConversationList } from '../components/sample-conversation-list.tsx';
import { sampleConversations } from '../model/sample-conversations.ts';

export function ComponentCatalogPage() {
  // The device's clock on purpose: CHAT-14's times are the viewer's local "today" and "yesterday".
  const [now] = useState(() => new Date());
  const [samples] = useState(() => sampleConversations(now));
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10 md:px-6">
      {/* A div, not <header>: at the top level it would be a banner, and this page has no navbar. */}
      <div className="flex flex-col gap-3">
        <h1 className="text-4xl font-extrabold tracking-tight">Component Catalog</h1>
        <p className="max-w-2xl text-lg text-neutral-800">
          The interface widgets used across the product, in their variants and states. Nothing here changes
          your account.
        </p>
        <p>
          <Link to="/" className="font-semibold underline underline-offset-2">
            Back to the home page
          </Link>
        </p>
      </div>
      <ButtonSection />
      <FieldSection />
      <ChoiceSection />
      <DialogSection />
      <ToastSection />
      <StatusSection />
      <ContentSection />
      <CatalogSection
        title="Sample conversations"
        description="The Messages list with hard-coded sample conversations: name, last message, time, unread count, avatar and online flag."
      >
        <SampleConversationList conversations={samples} now={now} />
      </CatalogSection>
    </div>
  );
}

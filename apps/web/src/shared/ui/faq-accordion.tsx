/**
 * The FAQ accordion (LAND-08..10, DATA-06), shared by the landing page and the support page: one item open
 * at a time, clicking the open one closes it, expanded content at most 500px high and scrollable. Follows
 * the WAI-ARIA accordion pattern (heading > button with aria-expanded/aria-controls, labelled region).
 */
import { useId, useState, type ReactNode } from 'react';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

interface FaqAccordionProps {
  items: readonly FaqItem[];
  title?: string;
  /** The section's anchor, e.g. "faq" for /#faq and /support#faq. */
  id?: string;
}

export function FaqAccordion({ items, title = 'Frequently Asked Questions', id }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const headingId = `${baseId}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-3xl font-extrabold tracking-tight md:text-4xl">
        {title}
      </h2>
      <div className="mt-8 divide-y-2 divide-ink/10 rounded-2xl border-2 border-ink bg-white">
        {items.map((item) => {
          const open = item.id === openId;
          const buttonId = `${baseId}-${item.id}-button`;
          const panelId = `${baseId}-${item.id}-panel`;
          return (
            <div key={item.id}>
              <h3>
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenId(open ? null : item.id)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-lg font-semibold hover:bg-brand-soft md:px-6"
                >
                  <span>{item.question}</span>
                  <span
                    aria-hidden="true"
                    className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 border-ink text-xl leading-none transition-transform motion-reduce:transition-none ${
                      open ? 'rotate-45 bg-lime' : 'bg-white'
                    }`}
                  >
                    +
                  </span>
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!open}
                className="max-h-[500px] overflow-auto px-5 pb-6 text-neutral-800 md:px-6"
              >
                {item.answer}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}

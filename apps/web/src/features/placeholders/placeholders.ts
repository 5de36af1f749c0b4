/**
 * The pages that later releases build, each with its name and what it will do. The route table shows them
 * through PlaceholderPage until the real page replaces the route's lazy import.
 */
export interface Placeholder {
  /** The page's name: its h1. */
  title: string;
  /** What the page will offer, shown under the title. */
  summary: string;
  /** The one useful way on from here. */
  next: { label: string; to: string };
}

const browse = { label: 'Browse mentors', to: '/listings' };
const home = { label: 'Back to the home page', to: '/' };

export const placeholders = {
  messages: {
    title: 'Messages',
    summary: 'Messages — conversations with your mentors and students are coming in the next release.',
    next: browse,
  },
  chat: {
    title: 'Conversation',
    summary: 'Messages — this conversation will open here in the next release.',
    next: { label: 'Go to Messages', to: '/messages' },
  },
  meetAndGreet: {
    title: 'Live Masterclass',
    summary:
      'Live masterclasses — free online sessions with our mentors, with a seat sign-up, are coming in the next release.',
    next: browse,
  },
  componentCatalog: {
    title: 'Component Catalog',
    summary:
      'Component catalog — a showcase of the interface widgets used across the product is coming in the next release.',
    next: home,
  },
} satisfies Record<string, Placeholder>;

export type PlaceholderKey = keyof typeof placeholders;

/**
 * What a paged list says when it cannot show a page (issue 17 item 6, ADR 52): the search that failed,
 * the search the server refused (a filter in the address it does not take), and a page past the end.
 * Zod-free, so the list pages import it cheaply.
 */
export const listMessages = {
  searchFailed: 'Mentors could not be loaded right now. Check your connection and try again.',
  searchRefused:
    'These filters could not be used, so no mentors are shown. Clear the filters to see every mentor.',
  tryAgain: 'Try again',
  clearFilters: 'Clear filters',
  pastTheEnd: 'This page is past the end.',
  pastTheEndDetail: (pages: number) =>
    pages === 1 ? 'The list has only one page.' : `The list has ${pages} pages.`,
  goToLastPage: (page: number) => `Go to the last page (page ${page})`,
} as const;

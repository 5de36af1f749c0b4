/** SAVED-04: when the last card of a page is unsaved, the view steps back a page. */
export function pageAfterRemoval(page: number, remainingOnPage: number): number {
  return remainingOnPage === 0 && page > 1 ? page - 1 : page;
}

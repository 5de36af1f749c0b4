/** CONST-04: at most 5 page numbers, a window around the current page. */
export const MAX_PAGE_NUMBERS = 5;

export function totalPages(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

export function pageNumbers(current: number, total: number, max = MAX_PAGE_NUMBERS): number[] {
  if (total <= 0) return [];
  const size = Math.min(max, total);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

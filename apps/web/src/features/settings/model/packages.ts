/** What a package costs per lesson and saves against single lessons (issue 18 item 2). */
export function packageFigures(
  pkg: { lessons: number; price_cents: number },
  lessonPriceCents: number,
): { perLessonCents: number; savingCents: number } {
  return {
    perLessonCents: Math.round(pkg.price_cents / pkg.lessons),
    savingCents: Math.max(0, pkg.lessons * lessonPriceCents - pkg.price_cents),
  };
}

/** B1: the price of one lesson of `minutes` at the mentor's hourly price. */
export function lessonPrice(hourlyCents: number, minutes: number): number {
  return Math.round((hourlyCents * minutes) / 60);
}

/**
 * The three review criteria (REVIEW-03) under one name each, wherever ratings are asked for or shown: the
 * review form, the profile's review averages (PROFILE-03's average_* fields) and the mentor's dashboard. INSIGHTS-03's detailedRatings keep
 * their API names (personality, teachingAbility, knowledge), which are these three criteria's averages.
 * Zod-free, so the web app imports it cheaply.
 */
export const REVIEW_CRITERIA = [
  {
    field: 'teaching_ability',
    totalsKey: 'average_teaching',
    insightsKey: 'teachingAbility',
    label: 'Teaching ability',
  },
  {
    field: 'communication',
    totalsKey: 'average_communication',
    insightsKey: 'personality',
    label: 'Communication',
  },
  { field: 'expertise', totalsKey: 'average_expertise', insightsKey: 'knowledge', label: 'Expertise' },
] as const;

export type ReviewCriterion = (typeof REVIEW_CRITERIA)[number];

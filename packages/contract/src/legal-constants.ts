/**
 * The facts the legal pages state (LEGAL-03..09, CONST-50, CONST-51), as numbers the pages and their tests
 * share. Zod-free: the web app's legal chunks import them. The country of the governing law is a product
 * decision (docs/decisions/0027), the spec leaves it unnamed.
 */

/** LEGAL-03: the minimum age of an account holder. */
export const MINIMUM_AGE_YEARS = 18;
/** LEGAL-04, CONST-50: liability is capped at the greater of this amount in euros ... */
export const LIABILITY_CAP_EUROS = 100;
/** ... or what the user paid in this many months before the claim. */
export const LIABILITY_LOOKBACK_MONTHS = 12;
/** LEGAL-06: the law the terms are governed by, and whose courts hear disputes. */
export const GOVERNING_LAW_COUNTRY = 'Ireland';
/** LEGAL-07, rule A10: personal data of a deleted account are purged this many months after the deletion. */
export const ACCOUNT_DATA_MONTHS_AFTER_DELETION = 6;
/** LEGAL-08: analytics data are kept this long. */
export const ANALYTICS_RETENTION_MONTHS = 24;
/** LEGAL-09: rights requests are answered within this many days. */
export const RIGHTS_REQUEST_DAYS = 30;

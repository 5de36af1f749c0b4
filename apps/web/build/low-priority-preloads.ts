/**
 * Build step: the app's code preloads ask for low priority (ADR 44). The public pages arrive drawn by the
 * server, so what the first screen needs is the HTML, the stylesheet and the pictures; the code still
 * loads at once, side by side, but no longer before them (on a phone's connection the code's High
 * priority held the first paint back by about a second, as measured by bench:lighthouse).
 */
import type { Plugin } from 'vite';

export const MODULE_PRELOAD = '<link rel="modulepreload"';
export const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

export function lowPriorityPreloads(): Plugin {
  return {
    name: 'low-priority-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD),
    },
  };
}

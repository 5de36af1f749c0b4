/**
 * NAV-09 slot: the live masterclass banner under the bar (name, weekday, date and time, "Go to event →"
 * to /meet-and-greet), fed by the first entry of GET /api/webinars/meet-and-greets/.
 * TODO(masterclass issue): render the banner once the webinars API exists. Renders nothing until then,
 * so no dead control is shown.
 */
export function MasterclassBanner() {
  return null;
}

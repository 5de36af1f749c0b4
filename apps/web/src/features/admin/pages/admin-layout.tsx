/**
 * The staff area (/admin, staff only by its route guard): a heading, the sections' navigation and the chosen
 * section. /admin itself is the dashboard (issue 21), whose figures link to the sections. New sections go
 * into SECTIONS.
 */
import { NavLink, Outlet } from 'react-router';

const SECTIONS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/people', label: 'People', end: false },
  { to: '/admin/bookings', label: 'Bookings', end: false },
  { to: '/admin/payouts', label: 'Payouts', end: false },
  { to: '/admin/applications', label: 'Applications', end: false },
  { to: '/admin/no-show-reports', label: 'No-show reports', end: false },
  { to: '/admin/promo-codes', label: 'Promo codes', end: false },
  { to: '/admin/reviews', label: 'Reviews', end: false },
  { to: '/admin/support-tickets', label: 'Support tickets', end: false },
  { to: '/admin/masterclasses', label: 'Masterclasses', end: false },
  { to: '/admin/catalogue', label: 'Catalogue', end: false },
  { to: '/admin/audit', label: 'Audit log', end: false },
];

export function AdminLayout() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:px-6">
      <h1 className="text-3xl font-bold">Staff area</h1>
      <nav aria-label="Staff area sections">
        <ul className="flex flex-wrap gap-2 border-b border-ink/10 pb-2">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  `inline-flex h-10 items-center rounded-lg px-4 font-semibold ${
                    isActive ? 'bg-ink text-white' : 'hover:bg-brand-soft'
                  }`
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

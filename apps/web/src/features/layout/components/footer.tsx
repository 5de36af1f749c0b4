/**
 * The footer (FOOT-01..06): social links, the three link columns, the Dashboard button whose target
 * depends on the person (FOOT-05), the legal links and the copyright line.
 */
import { MENTOR_DASHBOARD_NAME } from '@app/contract';
import { Link } from 'react-router';
import { APP_NAME } from '../../../shared/config/app.ts';
import { useSession } from '../../../shared/session/auth-check.ts';
import { dashboardTarget } from '../model/nav-entries.ts';
import { SocialLinks } from './social-links.tsx';

interface Column {
  title: string;
  links: { label: string; to: string }[];
}

function columns(dashboardTo: string): Column[] {
  return [
    {
      title: 'For Students',
      links: [
        { label: 'Find Mentors', to: '/listings' },
        { label: 'How it Works', to: '/#how-it-works' },
        { label: 'FAQ', to: '/support#faq' },
        { label: 'Support', to: '/support' },
      ],
    },
    {
      title: 'For Mentors',
      links: [
        { label: 'Become a Mentor', to: '/become-mentor' },
        { label: 'Support', to: '/support' },
        { label: MENTOR_DASHBOARD_NAME, to: dashboardTo },
      ],
    },
    {
      title: 'Product',
      links: [
        { label: 'About', to: '/' },
        { label: 'FAQs', to: '/#faq' },
        // FOOT-04: the support form preselects its "Help us improve" reason from this query.
        { label: 'Help us improve', to: '/support?reason=help-us-improve' },
      ],
    },
  ];
}

const legal = [
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Cookie Policy', to: '/cookies' },
];

export function Footer() {
  const session = useSession();
  const linkClass = 'rounded text-neutral-200 underline-offset-4 hover:text-white hover:underline';
  return (
    <footer className="mt-auto bg-ink text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 md:grid-cols-2 md:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-5">
          <p className="text-2xl font-extrabold tracking-tight">{APP_NAME}</p>
          <p className="max-w-xs text-neutral-200">
            Personalized music lessons from industry professionals, online and on your schedule.
          </p>
          <SocialLinks />
        </div>
        {columns(dashboardTarget(session)).map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-4 text-sm font-bold uppercase tracking-wider text-lime">{column.title}</h2>
            <ul className="flex flex-col gap-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/20">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between md:px-6">
          <p className="text-neutral-200">
            © {new Date().getFullYear()} {APP_NAME}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legal.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

import { APP_NAME } from '../../../shared/config/app.ts';

/** FOOT-01: the brand's social accounts (external, new tab). */
const socials = [
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    icon: 'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM12 4c2.6 0 2.9 0 4 .1 2.6.1 3.8 1.4 3.9 3.9.1 1 .1 1.4.1 4s0 2.9-.1 4c-.1 2.5-1.3 3.8-3.9 3.9-1 .1-1.4.1-4 .1s-2.9 0-4-.1C5.4 19.8 4.2 18.5 4.1 16 4 15 4 14.6 4 12s0-2.9.1-4C4.2 5.5 5.4 4.2 8 4.1 9 4 9.4 4 12 4Zm0-1.7c-2.6 0-3 0-4 .1-3.6.2-5.5 2.1-5.7 5.7-.1 1-.1 1.4-.1 4s0 3 .1 4c.2 3.6 2.1 5.5 5.7 5.7 1 .1 1.4.1 4 .1s3 0 4-.1c3.6-.2 5.5-2.1 5.7-5.7.1-1 .1-1.4.1-4s0-3-.1-4c-.2-3.6-2.1-5.5-5.7-5.7-1-.1-1.4-.1-4-.1Z',
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/',
    icon: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  },
  {
    name: 'TikTok',
    href: 'https://www.tiktok.com/',
    icon: 'M16.6 5.8A4.3 4.3 0 0 1 15.5 3h-3.1v12.4a2.6 2.6 0 1 1-1.8-2.5V9.7a5.7 5.7 0 1 0 4.9 5.7V9.1a7.3 7.3 0 0 0 4.3 1.4V7.4a4.3 4.3 0 0 1-3.2-1.6Z',
  },
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: 'M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12Z',
  },
] as const;

export function SocialLinks() {
  return (
    <ul className="flex gap-3">
      {socials.map((social) => (
        <li key={social.name}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${APP_NAME} on ${social.name} (opens in a new tab)`}
            className="flex h-11 w-11 items-center justify-center rounded-full bg-white text-ink hover:bg-lime"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
              <path d={social.icon} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}

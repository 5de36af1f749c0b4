import { ANALYTICS_RETENTION_MONTHS } from '@app/contract';
import { APP_NAME } from '../../../shared/config/app.ts';
import { openCookieSettings } from '../../../shared/consent/cookie-consent.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { LegalPage, LegalSection } from '../components/legal-page.tsx';

/** LEGAL-02, COOKIE-06: the cookie policy, whose button reopens the consent dialog. */
export function CookiesPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      updated="1 September 2025"
      intro={
        <>
          <p>
            Cookies are small files a website stores in your browser. {APP_NAME} also uses your browser's
            local storage for the same purposes. This page explains what we store and lets you change your
            choice.
          </p>
          <Button className="mt-6" onClick={openCookieSettings}>
            Open Cookie Settings
          </Button>
        </>
      }
    >
      <LegalSection title="Essential (always on)">
        <p>
          These keep you signed in, protect forms against cross-site request forgery, remember your cookie
          choice and keep things like your saved search filters. The site does not work without them, so they
          cannot be turned off. They are removed when you log out, except your cookie choice.
        </p>
      </LegalSection>
      <LegalSection title="Analytics (optional)">
        <p>
          With your permission, analytics cookies tell us which pages are visited and where people get stuck,
          so we can improve the site. Analytics data is kept for {ANALYTICS_RETENTION_MONTHS} months. Nothing
          analytical loads until you allow it.
        </p>
      </LegalSection>
      <LegalSection title="Advertising (optional)">
        <p>
          With your permission, advertising cookies measure how our campaigns perform. Nothing of the kind
          loads until you allow it.
        </p>
      </LegalSection>
      <LegalSection title="Changing your choice">
        <p>
          Use the Open Cookie Settings button above at any time. You can also delete cookies in your browser's
          settings; we will then ask again.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

/**
 * The route table (spec 000 §2, ROUTE-01..28, R5). Every page is a lazily loaded chunk; access rules are
 * loaders (guards.ts) so a page never renders for someone who may not see it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, redirect, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ErrorPage } from '../features/errors/error-page.tsx';
import { queryClient } from '../shared/api/query-client.ts';
import { authCheckKey } from '../shared/session/auth-check.ts';
import type { AuthCheckResponse } from '@app/contract';
import { Spinner } from '../shared/ui/spinner.tsx';
import { guard, redirectTo } from './guards.ts';
import { AppLoading, RootRoute } from './root-route.tsx';
import { SiteLayout } from './site-layout.tsx';

type LazyPage = () => Promise<{ Component: ComponentType }>;

/** A page module's named export as the route's component, optionally wrapped (a guard, a frame). */
function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  wrap?: (page: ReactNode) => ReactNode,
): LazyPage {
  return async () => {
    const Page = pick(await load());
    return { Component: wrap ? () => wrap(<Page />) : Page };
  };
}

/** Pages without navbar or footer: the component catalog (GEN-09) and the test checkout (B11). */
const standalone = (p: ReactNode) => (
  <main id="main" tabIndex={-1} className="min-h-screen outline-none">
    {p}
  </main>
);

/** ROUTE-19: the booking confirmation only makes sense with the booking handed over in navigation state. */
function RequireNavigationState({ children }: { children: ReactNode }) {
  const state: unknown = useLocation().state;
  return state == null ? <Navigate to="/listings" replace /> : children;
}

/** LAND-07: the auth feature's forms inside the landing page, loaded only when a visitor sees them. */
const AuthForms = lazy(() =>
  import('../features/auth/components/auth-forms.tsx').then((m) => ({ default: m.AuthForms })),
);

const landing: LazyPage = async () => {
  const { LandingPage } = await import('../features/landing/pages/landing-page.tsx');
  const joinForm = (
    <Suspense fallback={<Spinner label="Loading the sign-up form..." />}>
      <AuthForms embedded />
    </Suspense>
  );
  return { Component: () => <LandingPage joinForm={joinForm} /> };
};

/** SEARCH-20: the referral feature's popup over the mentor search. */
const listings: LazyPage = async () => {
  const [{ ListingsPage }, { ReferralSlot }] = await Promise.all([
    import('../features/mentors/pages/listings-page.tsx'),
    import('../features/referral/components/referral-slot.tsx'),
  ]);
  return { Component: () => <ListingsPage overlay={<ReferralSlot />} /> };
};

/** INSIGHTS-01..06: the mentor's dashboard, on /insights and on /dashboard. */
const insights = page(
  () => import('../features/insights/pages/insights-page.tsx'),
  (m) => m.InsightsPage,
);

/** CHAT-01..05: messaging on /messages, /chat and /chat/:id. */
const messages = page(
  () => import('../features/messages/pages/messages-page.tsx'),
  (m) => m.MessagesPage,
);

/** What the server's rendering of a page hands its loaders (entry-server.tsx): that request's query cache. */
export interface ServerRenderContext {
  queryClient: QueryClient;
}

type Preload = (client: QueryClient, args: LoaderFunctionArgs, viewer: number) => Promise<void>;

/**
 * A public page's data, asked for by its loader (issue 16, ADR 44). On the server (a context is given) it
 * is awaited, as a visitor, so the HTML holds the page. In the browser it is started and not waited for,
 * beside the page's code, and only once the session is known: the answers are keyed by the viewer.
 */
function preload(run: Preload) {
  return async (args: LoaderFunctionArgs) => {
    const server = args.context as Partial<ServerRenderContext> | undefined;
    if (server?.queryClient) {
      await run(server.queryClient, args, 0);
      return null;
    }
    const session = queryClient.getQueryData<AuthCheckResponse>(authCheckKey);
    if (session) void run(queryClient, args, session.user?.id ?? 0).catch(() => undefined);
    return null;
  };
}

const catalogue = () => import('../features/mentors/api/preload.ts');
const listingsData = preload(async (client, { request }, viewer) =>
  (await catalogue()).preloadListings(client, new URL(request.url).searchParams, viewer),
);
const profileData = preload(async (client, { params }, viewer) =>
  (await catalogue()).preloadProfile(client, params.id ?? '', viewer),
);

const signedOutOnly = guard('signedOutOnly');
const signedIn = guard('signedIn');
const mentor = guard('mentor');

const pages: RouteObject[] = [
  { index: true, lazy: landing },

  // Sign-in and account pages (ROUTE-01..05, ROUTE-24, ROUTE-28).
  {
    path: 'login',
    loader: signedOutOnly,
    lazy: page(
      () => import('../features/auth/pages/login-page.tsx'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'forgot-password',
    loader: signedOutOnly,
    lazy: page(
      () => import('../features/auth/pages/forgot-password-page.tsx'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: 'auth/reset-password',
    loader: signedOutOnly,
    lazy: page(
      () => import('../features/auth/pages/reset-password-page.tsx'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: 'auth/confirm-email',
    loader: signedOutOnly,
    lazy: page(
      () => import('../features/auth/pages/confirm-email-page.tsx'),
      (m) => m.ConfirmEmailPage,
    ),
  },
  {
    path: 'auth/error',
    lazy: page(
      () => import('../features/auth/pages/auth-error-page.tsx'),
      (m) => m.AuthErrorPage,
    ),
  },
  {
    path: 'callback',
    lazy: page(
      () => import('../features/auth/pages/callback-page.tsx'),
      (m) => m.CallbackPage,
    ),
  },

  // Public pages (ROUTE-06..13).
  { path: 'listings', loader: listingsData, lazy: listings },
  {
    path: 'mentor/:id',
    loader: profileData,
    lazy: page(
      () => import('../features/mentors/pages/mentor-profile-page.tsx'),
      (m) => m.MentorProfilePage,
    ),
  },
  {
    path: 'support',
    lazy: page(
      () => import('../features/support/pages/support-page.tsx'),
      (m) => m.SupportPage,
    ),
  },
  {
    path: 'support/requests',
    loader: signedIn,
    lazy: page(
      () => import('../features/support/pages/my-requests-page.tsx'),
      (m) => m.MyRequestsPage,
    ),
  },
  { path: 'help', loader: redirectTo('/support'), element: null },
  {
    path: 'meet-and-greet',
    lazy: page(
      () => import('../features/masterclass/pages/masterclass-page.tsx'),
      (m) => m.MasterclassPage,
    ),
  },
  {
    path: 'become-mentor',
    loader: guard('becomeMentor'),
    lazy: page(
      () => import('../features/become-mentor/pages/become-mentor-page.tsx'),
      (m) => m.BecomeMentorPage,
    ),
  },
  {
    path: 'terms',
    lazy: page(
      () => import('../features/legal/pages/terms-page.tsx'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: 'privacy',
    lazy: page(
      () => import('../features/legal/pages/privacy-page.tsx'),
      (m) => m.PrivacyPage,
    ),
  },
  {
    path: 'cookies',
    lazy: page(
      () => import('../features/legal/pages/cookies-page.tsx'),
      (m) => m.CookiesPage,
    ),
  },
  {
    path: 'refund-policy',
    lazy: page(
      () => import('../features/legal/pages/refund-policy-page.tsx'),
      (m) => m.RefundPolicyPage,
    ),
  },

  // Signed-in pages (R5, ROUTE-14..23).
  {
    path: 'saved',
    loader: signedIn,
    lazy: page(
      () => import('../features/mentors/pages/saved-page.tsx'),
      (m) => m.SavedPage,
    ),
  },
  {
    path: 'my-lessons',
    loader: signedIn,
    lazy: page(
      () => import('../features/lessons/pages/my-lessons-page.tsx'),
      (m) => m.MyLessonsPage,
    ),
  },
  {
    path: 'my-lessons/review',
    loader: signedIn,
    lazy: page(
      () => import('../features/review/pages/review-page.tsx'),
      (m) => m.ReviewPage,
    ),
  },
  {
    path: 'my-lessons/:id/notes',
    loader: signedIn,
    lazy: page(
      () => import('../features/practice/pages/lesson-notes-page.tsx'),
      (m) => m.LessonNotesPage,
    ),
  },
  {
    path: 'practice',
    loader: signedIn,
    lazy: page(
      () => import('../features/practice/pages/practice-page.tsx'),
      (m) => m.PracticePage,
    ),
  },
  {
    path: 'booking-confirmation',
    loader: signedIn,
    lazy: page(
      () => import('../features/booking/pages/booking-confirmation-page.tsx'),
      (m) => m.BookingConfirmationPage,
      (p) => <RequireNavigationState>{p}</RequireNavigationState>,
    ),
  },
  {
    path: 'bookings/:id/success',
    loader: signedIn,
    lazy: page(
      () => import('../features/booking/pages/booking-success-page.tsx'),
      (m) => m.BookingSuccessPage,
    ),
  },
  {
    path: 'bookings/:id/cancel',
    loader: signedIn,
    lazy: page(
      () => import('../features/booking/pages/booking-cancel-page.tsx'),
      (m) => m.BookingCancelPage,
    ),
  },
  {
    path: 'lesson-preparation',
    loader: signedIn,
    lazy: page(
      () => import('../features/preparation/pages/lesson-preparation-page.tsx'),
      (m) => m.LessonPreparationPage,
    ),
  },
  {
    path: 'calendar',
    loader: signedIn,
    lazy: page(
      () => import('../features/calendar/pages/calendar-page.tsx'),
      (m) => m.CalendarPage,
    ),
  },
  {
    path: 'settings',
    loader: signedIn,
    lazy: page(
      () => import('../features/settings/pages/settings-page.tsx'),
      (m) => m.SettingsPage,
    ),
  },
  { path: 'messages', loader: signedIn, lazy: messages },
  { path: 'chat', loader: signedIn, lazy: messages },
  { path: 'chat/:id', loader: signedIn, lazy: messages },

  // Mentor and staff pages (ROUTE-15, ROUTE-16).
  { path: 'insights', loader: mentor, lazy: insights },
  { path: 'dashboard', loader: mentor, lazy: insights },
  {
    path: 'students',
    loader: mentor,
    lazy: page(
      () => import('../features/students/pages/students-page.tsx'),
      (m) => m.StudentsPage,
    ),
  },
  {
    path: 'students/:id',
    loader: mentor,
    lazy: page(
      () => import('../features/students/pages/student-page.tsx'),
      (m) => m.StudentPage,
    ),
  },
  // The staff area (issue 5: no-show reports; issue 6: mentor applications; issue 21: the dashboard at /admin).
  {
    path: 'admin',
    loader: guard('staff'),
    lazy: page(
      () => import('../features/admin/pages/admin-layout.tsx'),
      (m) => m.AdminLayout,
    ),
    children: [
      {
        index: true,
        lazy: page(
          () => import('../features/admin/pages/dashboard-page.tsx'),
          (m) => m.DashboardPage,
        ),
      },
      {
        path: 'no-show-reports',
        lazy: page(
          () => import('../features/admin/pages/no-show-reports-page.tsx'),
          (m) => m.NoShowReportsPage,
        ),
      },
      {
        path: 'applications',
        lazy: page(
          () => import('../features/admin/pages/applications-page.tsx'),
          (m) => m.ApplicationsPage,
        ),
      },
      {
        path: 'promo-codes',
        lazy: page(
          () => import('../features/admin/pages/promo-codes-page.tsx'),
          (m) => m.PromoCodesPage,
        ),
      },
      {
        path: 'promo-codes/:id',
        lazy: page(
          () => import('../features/admin/pages/promo-code-page.tsx'),
          (m) => m.PromoCodePage,
        ),
      },
      {
        path: 'reviews',
        lazy: page(
          () => import('../features/admin/pages/reviews-page.tsx'),
          (m) => m.ReviewsPage,
        ),
      },
      {
        path: 'support-tickets',
        lazy: page(
          () => import('../features/admin/pages/support-tickets-page.tsx'),
          (m) => m.SupportTicketsPage,
        ),
      },
      {
        path: 'support-tickets/:id',
        lazy: page(
          () => import('../features/admin/pages/support-ticket-page.tsx'),
          (m) => m.SupportTicketPage,
        ),
      },
      {
        path: 'masterclasses',
        lazy: page(
          () => import('../features/admin/pages/masterclasses-page.tsx'),
          (m) => m.MasterclassesPage,
        ),
      },
      {
        path: 'people',
        lazy: page(
          () => import('../features/admin/pages/people-page.tsx'),
          (m) => m.PeoplePage,
        ),
      },
      {
        path: 'people/:id',
        lazy: page(
          () => import('../features/admin/pages/person-page.tsx'),
          (m) => m.PersonPage,
        ),
      },
      {
        path: 'bookings',
        lazy: page(
          () => import('../features/admin/pages/bookings-page.tsx'),
          (m) => m.BookingsPage,
        ),
      },
      {
        path: 'bookings/:id',
        lazy: page(
          () => import('../features/admin/pages/booking-page.tsx'),
          (m) => m.BookingPage,
        ),
      },
      {
        path: 'audit',
        lazy: page(
          () => import('../features/admin/pages/audit-page.tsx'),
          (m) => m.AuditPage,
        ),
      },
      {
        path: 'payouts',
        lazy: page(
          () => import('../features/admin/pages/payouts-page.tsx'),
          (m) => m.PayoutsPage,
        ),
      },
      {
        path: 'catalogue',
        lazy: page(
          () => import('../features/admin/pages/catalogue-page.tsx'),
          (m) => m.CataloguePage,
        ),
      },
    ],
  },

  // ROUTE-26: anything else goes to the mentor list.
  { path: '*', loader: () => redirect('/listings'), element: null },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootRoute,
    HydrateFallback: AppLoading,
    errorElement: <ErrorPage standalone />,
    children: [
      // Errors inside a page keep the navbar and footer around the fallback.
      { Component: SiteLayout, children: [{ errorElement: <ErrorPage />, children: pages }] },
      // B11: the test payment provider's hosted checkout, public and outside the site's chrome.
      {
        path: 'checkout/test/:checkoutId',
        lazy: page(
          () => import('../features/booking/pages/test-checkout-page.tsx'),
          (m) => m.TestCheckoutPage,
          standalone,
        ),
      },
      // B11, M3: the test payment provider's account onboarding, for the signed-in owner of the account.
      {
        path: 'connect/test/:accountId',
        loader: signedIn,
        lazy: page(
          () => import('../features/test-provider-onboarding/pages/test-onboarding-page.tsx'),
          (m) => m.TestOnboardingPage,
          standalone,
        ),
      },
      // Issue 5: the lesson room fills the window, without navbar or footer; its page renders its own main.
      {
        path: 'lesson/:bookingId',
        loader: signedIn,
        lazy: page(
          () => import('../features/lesson-room/pages/lesson-room-page.tsx'),
          (m) => m.LessonRoomPage,
        ),
      },
      // GEN-09, ROUTE-25: no navbar or footer.
      {
        path: 'component-catalog',
        loader: signedIn,
        lazy: page(
          () => import('../features/component-catalog/pages/component-catalog-page.tsx'),
          (m) => m.ComponentCatalogPage,
          standalone,
        ),
      },
    ],
  },
];

import { describe, expect, it } from 'vitest';
import { applyPageMeta, metaForPath } from './page-meta.ts';

describe('metaForPath', () => {
  it.each([
    ['/', 'Music Mentors | Personalized Music Lessons from Industry Professionals'],
    ['/listings', 'Find a Music Mentor | Music Mentors'],
    ['/mentor/12', 'Mentor Profile | Music Mentors'],
    ['/become-mentor', 'Become a Mentor | Music Mentors'],
    ['/terms', 'Terms of Service | Music Mentors'],
    ['/privacy', 'Privacy Policy | Music Mentors'],
    ['/cookies', 'Cookie Policy | Music Mentors'],
    ['/support', 'Support | Music Mentors'],
    ['/settings', 'Settings | Music Mentors'],
    ['/messages', 'Messages | Music Mentors'],
    ['/chat/3', 'Messages | Music Mentors'],
    ['/calendar', 'Calendar | Music Mentors'],
    ['/my-lessons', 'My Lessons | Music Mentors'],
    ['/my-lessons/review', 'Review your lesson | Music Mentors'],
    ['/booking-confirmation', 'Booking | Music Mentors'],
    ['/bookings/4/success', 'Booking | Music Mentors'],
    ['/checkout/test/cs_1', 'Test Checkout | Music Mentors'],
    ['/connect/test/7', 'Test Payout Account | Music Mentors'],
    ['/insights', 'Dashboard | Music Mentors'],
    ['/dashboard', 'Dashboard | Music Mentors'],
  ])('titles %s as "%s"', (path, title) => {
    expect(metaForPath(path).title).toBe(title);
    expect(metaForPath(path).description.length).toBeGreaterThan(20);
  });

  it('tells log in and register apart by the tab query', () => {
    expect(metaForPath('/login').title).toBe('Log In | Music Mentors');
    expect(metaForPath('/login', '?tab=register').title).toBe('Create Your Account | Music Mentors');
  });

  it('falls back to the app name', () => {
    expect(metaForPath('/somewhere').title).toBe('Music Mentors');
  });

  it('writes the title and the description meta tag', () => {
    applyPageMeta({ title: 'Calendar | Music Mentors', description: 'Your lessons.' });
    expect(document.title).toBe('Calendar | Music Mentors');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Your lessons.');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { NavItem } from './nav-item.tsx';

describe('NavItem', () => {
  it('announces the unread dot of Messages to screen readers', () => {
    renderWithSession(
      <NavItem entry={{ label: 'Messages', to: '/messages', unreadSlot: true }} unread className="" />,
      sessions.student,
    );
    expect(screen.getByRole('link', { name: 'Messages (unread messages)' })).toHaveAttribute(
      'href',
      '/messages',
    );
  });

  it('marks the current page', () => {
    renderWithSession(
      <NavItem entry={{ label: 'Calendar', to: '/calendar' }} unread={false} className="" />,
      sessions.student,
      '/calendar',
    );
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
  });
});

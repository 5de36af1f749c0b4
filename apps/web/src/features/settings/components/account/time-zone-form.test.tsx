import { settingsMessages as m } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../../test/render.tsx';
import { sessions } from '../../../../../test/sessions.ts';
import { setChosenTimeZone, viewerTimeZone } from '../../../../shared/time/viewer-zone.ts';
import { TimeZoneForm } from './time-zone-form.tsx';

const user = () => userEvent.setup({ delay: null });

afterEach(() => {
  vi.unstubAllGlobals();
  setChosenTimeZone(null);
});

describe('the time zone setting (ADR 49)', () => {
  it("offers the device's zone, detected, as the default", () => {
    mockApi({});
    renderWithSession(<TimeZoneForm setting={{ timezone: 'UTC', follow_device: true }} />, sessions.student);
    const select = screen.getByRole('combobox', { name: m.timeZoneLabel });
    expect(select).toHaveDisplayValue(m.timeZoneDevice('UTC, UTC'));
    expect(screen.getByRole('option', { name: 'Asia/Tokyo (Tokyo time, GMT+9)' })).toBeInTheDocument();
  });

  it('saves a chosen zone, shows times in it at once and says so', async () => {
    const calls = mockApi({
      'settings.timeZone': { body: { timezone: 'Asia/Tokyo', follow_device: false } },
      'auth.check': { body: sessions.student },
    });
    renderWithSession(<TimeZoneForm setting={{ timezone: 'UTC', follow_device: true }} />, sessions.student);
    await user().selectOptions(screen.getByRole('combobox', { name: m.timeZoneLabel }), 'Asia/Tokyo');
    await user().click(screen.getByRole('button', { name: m.timeZoneSave }));
    expect(await screen.findByText(m.timeZoneSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      timezone: 'Asia/Tokyo',
      follow_device: false,
    });
    expect(viewerTimeZone()).toBe('Asia/Tokyo');
  });

  it("goes back to following the device, sending the device's zone", async () => {
    setChosenTimeZone('Asia/Tokyo');
    const calls = mockApi({ 'settings.timeZone': { body: { timezone: 'UTC', follow_device: true } } });
    renderWithSession(
      <TimeZoneForm setting={{ timezone: 'Asia/Tokyo', follow_device: false }} />,
      sessions.student,
    );
    const select = screen.getByRole('combobox', { name: m.timeZoneLabel });
    expect(select).toHaveValue('Asia/Tokyo');
    await user().selectOptions(select, m.timeZoneDevice('UTC, UTC'));
    await user().click(screen.getByRole('button', { name: m.timeZoneSave }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ timezone: 'UTC', follow_device: true }),
    );
    await waitFor(() => expect(viewerTimeZone()).toBe('UTC'));
  });

  it('says when the save failed and keeps the zone shown', async () => {
    mockApi({ 'settings.timeZone': { status: 500 } });
    renderWithSession(<TimeZoneForm setting={{ timezone: 'UTC', follow_device: true }} />, sessions.student);
    await user().selectOptions(screen.getByRole('combobox', { name: m.timeZoneLabel }), 'Asia/Tokyo');
    await user().click(screen.getByRole('button', { name: m.timeZoneSave }));
    expect(await screen.findByText(m.timeZoneFailed)).toBeInTheDocument();
    expect(viewerTimeZone()).toBe('UTC');
  });
});

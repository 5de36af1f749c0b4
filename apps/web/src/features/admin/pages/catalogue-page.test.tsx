/**
 * The staff catalogue page (issue 21 item 5): three lists; adding sends the name and shows the new entry,
 * a taken name comes back under the field (R1 mapper); hide sends the entry's own call.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueMessages as m, type AdminCatalogue } from '@app/contract';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { CataloguePage } from './catalogue-page.tsx';

const catalogue: AdminCatalogue = {
  instruments: [
    { id: 1, name: 'Cello', hidden: false, mentor_count: 3 },
    { id: 2, name: 'Lute', hidden: true, mentor_count: 1 },
  ],
  styles: [{ id: 5, name: 'Jazz', hidden: false, mentor_count: 0 }],
  languages: [{ id: 9, name: 'English', hidden: false, mentor_count: 7 }],
};

describe('CataloguePage', { timeout: 20_000 }, () => {
  it('lists the three lists and shows a taken name under the field', async () => {
    const calls = mockApi({
      'admin.catalogue': { body: catalogue },
      'admin.addCatalogueEntry': {
        status: 400,
        body: {
          detail: m.duplicate('instruments', 'Cello'),
          errors: { name: [m.duplicate('instruments', 'Cello')] },
        },
      },
      'admin.hideCatalogueEntry': { body: { id: 1, name: 'Cello', hidden: true, mentor_count: 3 } },
    });
    renderWithSession(<CataloguePage />, sessions.staff);
    const instruments = await screen.findByRole('region', { name: /Instruments and subjects/ });
    expect(within(instruments).getByText('Lute', { selector: '.line-through' })).toBeInTheDocument();
    expect(within(instruments).getByRole('button', { name: 'Show Lute' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Styles/ })).toHaveTextContent('Jazz');
    expect(screen.getByRole('region', { name: /Languages/ })).toHaveTextContent('English');

    const user = userEvent.setup();
    const field = within(instruments).getByLabelText('New instrument');
    await user.type(field, ' cello ');
    await user.click(within(instruments).getByRole('button', { name: 'Add instrument' }));
    expect(await within(instruments).findByText(m.duplicate('instruments', 'Cello'))).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.name === 'admin.addCatalogueEntry')).toMatchObject({
      params: { list: 'instruments' },
      body: { name: ' cello ' },
    });

    await user.click(within(instruments).getByRole('button', { name: 'Hide Cello' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'admin.hideCatalogueEntry')?.params).toEqual({
        list: 'instruments',
        id: '1',
      }),
    );
  });
});

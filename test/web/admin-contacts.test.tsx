import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from './i18n';
import { fakeAdminApi, makeContact, renderPanel } from './admin-fixtures';
import { API, http, HttpResponse, server } from './msw-server';

describe('Manage Contacts', { timeout: 20_000 }, () => {
  it("'Total Contacts Data: {count}', cards, 4 then 'See More Contacts' / 'See Less Contacts'", async () => {
    fakeAdminApi({ contacts: Array.from({ length: 6 }, (_, i) => makeContact(i + 1)) });
    renderPanel('/cpanel/mcontacts');
    expect(await screen.findByRole('heading', { name: 'Total Contacts Data: 6' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('contact-card');
    expect(cards).toHaveLength(4);
    for (const text of [
      'Sender 1',
      'sender1@example.com',
      '+8801711000000',
      'Dhanmondi, Dhaka',
      'Message number 1',
      '20 Nov 2026',
    ])
      expect(within(cards[0]).getByText(text)).toBeInTheDocument();
    await userEvent.click(screen.getByText('See More Contacts', { selector: 'button' }));
    expect(screen.getAllByTestId('contact-card')).toHaveLength(6);
    await userEvent.click(screen.getByText('See Less Contacts', { selector: 'button' }));
    expect(screen.getAllByTestId('contact-card')).toHaveLength(4);
  });

  it("'Delete Contact Data' shows the fields; after the delete the list and the dashboard refetch", async () => {
    const api = fakeAdminApi({ contacts: [makeContact(1), makeContact(2)] });
    renderPanel('/cpanel');
    expect(await screen.findByTestId('stat-Total Contacts')).toHaveTextContent('2');
    await userEvent.click(screen.getByLabelText('More Info: Total Contacts'));
    expect(await screen.findByRole('heading', { name: 'Total Contacts Data: 2' })).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Delete the message from Sender 1'));
    const dialog = screen.getByRole('dialog', { name: 'Delete Contact Data' });
    for (const text of ['Sender 1', 'sender1@example.com', '+8801711000000', 'Dhanmondi, Dhaka', 'Message number 1'])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByText('Service:')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(t('admin.contacts.deleted'))).toBeInTheDocument();
    await waitFor(() => expect(api.count('GET', 'contacts')).toBe(2));
    await waitFor(() => expect(screen.getAllByTestId('contact-card')).toHaveLength(1));

    // Back on the dashboard the summary is fetched again (it provides Contacts LIST).
    expect(api.count('GET', 'summary')).toBe(1);
    await userEvent.click(screen.getByText('Dashboard'));
    await waitFor(() => expect(api.count('GET', 'summary')).toBe(2));
    await waitFor(() => expect(screen.getByTestId('stat-Total Contacts')).toHaveTextContent('1'));
  });

  it("a failed delete says 'Something went wrong...'", async () => {
    fakeAdminApi({ contacts: [makeContact(1)] });
    server.use(
      http.delete(`${API}/contacts/:id`, () =>
        HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'No such contact' }, { status: 404 }),
      ),
    );
    renderPanel('/cpanel/mcontacts');
    await userEvent.click(await screen.findByLabelText('Delete the message from Sender 1'));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Contact Data' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(t('admin.error.somethingWrong'))).toBeInTheDocument();
  });
});

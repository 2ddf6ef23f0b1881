import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from './i18n';
import { fakeAdminApi, makeUser, renderPanel } from './admin-fixtures';

describe('Manage Users', { timeout: 20_000 }, () => {
  it("shows 'Total Users' and the table, 7 rows then 'See More Users' / 'See Less Users'", async () => {
    fakeAdminApi({ users: Array.from({ length: 9 }, (_, i) => makeUser(i + 1)) });
    renderPanel('/cpanel/musers');
    expect(await screen.findByRole('heading', { name: 'Total Users: 9' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Index', 'Users', 'Status', 'Actions']);
    expect(screen.getAllByTestId('user-row')).toHaveLength(7);
    await userEvent.click(screen.getByText('See More Users', { selector: 'button' }));
    expect(screen.getAllByTestId('user-row')).toHaveLength(9);
    await userEvent.click(screen.getByText('See Less Users', { selector: 'button' }));
    expect(screen.getAllByTestId('user-row')).toHaveLength(7);
  });

  it('has no toggle with 7 users or fewer', async () => {
    fakeAdminApi({ users: Array.from({ length: 7 }, (_, i) => makeUser(i + 1)) });
    renderPanel('/cpanel/musers');
    expect(await screen.findByRole('heading', { name: 'Total Users: 7' })).toBeInTheDocument();
    expect(screen.queryByText(/See More/, { selector: 'button' })).not.toBeInTheDocument();
  });

  it('makes an admin after confirming, toasts, and the list refetches (tag invalidation)', async () => {
    const api = fakeAdminApi({ users: [makeUser(1)] });
    renderPanel('/cpanel/musers');
    await userEvent.click(await screen.findByText('Make Admin', { selector: 'button' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Admin' });
    expect(within(dialog).getByText('reader1@boipoka.test')).toBeInTheDocument();
    expect(api.count('GET', 'users')).toBe(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText(t('admin.users.madeAdmin'))).toBeInTheDocument();
    await waitFor(() => expect(api.count('GET', 'users')).toBe(2));
    const row = screen.getByTestId('user-row');
    expect(await within(row).findByRole('button', { name: 'Remove Admin' })).toBeInTheDocument();
    expect(within(row).getByText('Admin')).toBeInTheDocument();
  });

  it('removes an admin and deletes a user, each after a confirmation', async () => {
    const api = fakeAdminApi({ users: [makeUser(1, { role: 'admin' }), makeUser(2)] });
    renderPanel('/cpanel/musers');
    await userEvent.click(await screen.findByText('Remove Admin', { selector: 'button' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove Admin' })).getByRole('button', { name: 'Remove Admin' }),
    );
    expect(await screen.findByText(t('admin.users.removedAdmin'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Make Admin', { selector: 'button' })).toHaveLength(2));

    await userEvent.click(await screen.findByLabelText('Delete reader2@boipoka.test'));
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(api.count('DELETE', 'users')).toBe(0);
    await userEvent.click(await screen.findByLabelText('Delete reader2@boipoka.test'));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete User' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(t('admin.users.removedUser'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Total Users: 1' })).toBeInTheDocument();
  });

  it('disables the superadmin\'s row with "SuperAdmin can\'t be deleted"', async () => {
    fakeAdminApi({ users: [makeUser(1, { role: 'superadmin', email: 'superadmin@boipoka.test' }), makeUser(2)] });
    renderPanel('/cpanel/musers');
    const rows = await screen.findAllByTestId('user-row');
    const superRow = rows[0];
    expect(within(superRow).getByText(t('admin.users.superadminKept'))).toBeInTheDocument();
    expect(within(superRow).getByRole('button', { name: 'Remove Admin' })).toBeDisabled();
    expect(within(superRow).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Delete reader2@boipoka.test' })).toBeEnabled();
  });

  it("never offers to delete or demote the signed-in admin's own row", async () => {
    fakeAdminApi({ users: [makeUser(1, { role: 'admin', email: 'admin@boipoka.test' })] });
    renderPanel('/cpanel/musers');
    const row = await screen.findByTestId('user-row');
    expect(within(row).getByRole('button', { name: 'Remove Admin' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Delete admin@boipoka.test' })).toBeDisabled();
  });

  it('searches by e-mail on the server and pages', async () => {
    const api = fakeAdminApi({ users: Array.from({ length: 25 }, (_, i) => makeUser(i + 1)) });
    renderPanel('/cpanel/musers');
    expect(await screen.findByRole('heading', { name: 'Total Users: 25' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Go to page 2'));
    await waitFor(() => expect(screen.getAllByTestId('user-row')[0]).toHaveTextContent('21'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search users by e-mail' }), 'reader12@{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Total Users: 1' })).toBeInTheDocument());
    expect(screen.getByTestId('user-row')).toHaveTextContent('reader12@boipoka.test');
    expect(api.calls.filter((call) => call === 'GET users').length).toBe(3);
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from './user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Clock } from '../../src/components/layout/Clock';
import { Footer } from '../../src/components/layout/Footer';
import { Navbar } from '../../src/app/layout/Navbar';
import NotFound from '../../src/components/NotFound';
import { clockParts } from '../../domain/format';
import { authState, renderWithProviders, signedInUser } from './render';

afterEach(() => vi.useRealTimers());

describe('navbar', () => {
  it('shows the four links and SignIn when signed out', () => {
    renderWithProviders(<Navbar />, { preloadedState: { auth: authState() } });
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    for (const label of ['Home', 'Books', 'About US', 'Contact US', 'SignIn'])
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
  });

  it('shows a short display name whole, without an ellipsis', () => {
    renderWithProviders(<Navbar />, {
      preloadedState: { auth: authState({ user: { ...signedInUser, displayName: 'Nusrat Jah' }, accessToken: 't' }) },
    });
    expect(screen.getByTestId('navbar-user-name')).toHaveTextContent(/^Nusrat Jah$/);
  });

  it('cuts the display name at 10 characters with an ellipsis and shows the account menu when signed in', async () => {
    renderWithProviders(<Navbar />, {
      preloadedState: {
        auth: authState({ user: { ...signedInUser, displayName: 'Nusrat Jahan Chowdhury' }, accessToken: 't' }),
      },
    });
    expect(screen.getByTestId('navbar-user-name')).toHaveTextContent(/^Nusrat Jah…$/);
    expect(screen.queryByRole('link', { name: 'SignIn' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Nusrat Jah/ }));
    // The account menu is its own chunk (issue 11): it arrives a moment after the press.
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Profile')).toBeInTheDocument();
    expect(within(menu).getByText('New')).toBeInTheDocument();
    expect(within(menu).getByText('My Books')).toBeInTheDocument();
    expect(within(menu).getByText('Sign Out')).toBeInTheDocument();
    expect(within(menu).queryByText('Control Panel')).not.toBeInTheDocument();
  });

  it('offers the Control Panel to admins only', async () => {
    renderWithProviders(<Navbar />, {
      preloadedState: { auth: authState({ user: signedInUser, accessToken: 't', isAdmin: true }) },
    });
    await userEvent.click(screen.getByRole('button', { name: /Nusrat Jah/ }));
    expect(
      within(await screen.findByRole('menu'))
        .getByText('Control Panel')
        .closest('a'),
    ).toHaveAttribute('href', '/cpanel');
  });

  it('toggles the mobile menu', async () => {
    renderWithProviders(<Navbar />, { preloadedState: { auth: authState() } });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('footer and clock', () => {
  it('has the information and useful links, the contact block and the current year', () => {
    renderWithProviders(<Footer />);
    for (const label of [
      'About Us',
      'Contact Us',
      'Blog',
      'Testimonial',
      'Books',
      'Others',
      'Terms & Condition',
      'Privacy',
    ]) {
      expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Boipoka`))).toBeInTheDocument();
  });

  it('formats weekday, 12-hour time and AM/PM', () => {
    expect(clockParts(new Date(2026, 10, 21, 0, 5, 9))).toEqual({
      weekday: 'Saturday',
      time: '12:05:09',
      period: 'AM',
    });
    expect(clockParts(new Date(2026, 10, 22, 13, 0, 0))).toEqual({ weekday: 'Sunday', time: '01:00:00', period: 'PM' });
    expect(clockParts(new Date(2026, 10, 22, 13, 0, 0), 'en', false)).toEqual({
      weekday: 'Sunday',
      time: '13:00:00',
      period: '',
    });
  });

  it('updates every second', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 9, 59, 58));
    renderWithProviders(<Clock />);
    expect(screen.getByLabelText('Current time')).toHaveTextContent('09:59:58 AM');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByLabelText('Current time')).toHaveTextContent('09:59:59 AM');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByLabelText('Current time')).toHaveTextContent('10:00:00 AM');
  });
});

describe('not-found page', () => {
  it('says OOPS! and goes back one step', async () => {
    const { router } = renderWithProviders(<NotFound />, { route: '/nowhere' });
    expect(screen.getByRole('heading', { name: 'OOPS!' })).toBeInTheDocument();
    expect(screen.getByText('No signal here! we cannot find the page you are looking for')).toBeInTheDocument();
    const back = vi.spyOn(router, 'navigate');
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalledWith(-1);
  });
});

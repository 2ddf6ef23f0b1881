import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AppRoutes } from '../../src/app/router';
import { loadScreenFor } from '../../src/app/screenRoutes';
import { renderWithProviders } from './render';

// The module's record of loaded screens lasts for the file: each test uses a screen no other test has loaded.
describe('screen routes', () => {
  it("draws a screen loaded before the first render (main.tsx loads the address's) in that render, without the route's spinner", async () => {
    await loadScreenFor('/aboutus', 'en');
    renderWithProviders(<AppRoutes />, { route: '/aboutus' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the spinner for a screen not loaded yet, then the screen', async () => {
    renderWithProviders(<AppRoutes />, { route: '/contactus' });
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading…')).not.toBeInTheDocument();
  });
});

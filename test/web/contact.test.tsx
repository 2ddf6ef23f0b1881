import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from './user-event';
import ContactPage from '../../src/features/contacts/ContactPage';
import { MAP_TIMEOUT_MS } from '../../src/features/contacts/MapEmbed';
import { messages } from '../../src/lib/messages';
import { shopContact } from '../../src/lib/shop';
import { API, http, HttpResponse, server } from './msw-server';
import { renderWithProviders } from './render';
import { OnScreenObserver } from './observers';

const valid = {
  Name: 'Nusrat Jahan',
  Phone: '+880 1711-000111',
  Email: 'nusrat@example.com',
  Address: 'Road 11, Banani, Dhaka',
  Message: 'Do you have the second volume?',
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof valid> = valid) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
    await user.click(input);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    // paste: one input event per field keeps the test fast (formik re-validates on every change)
    if (value) await user.paste(value);
  }
}

const send = () => screen.getByRole('button', { name: 'Send' });

describe('ContactPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the form on every width, the headline, the contact block and a lazy titled map', () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Feel Free to Contact With US' })).toBeInTheDocument();
    for (const label of Object.keys(valid))
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeRequired();
    expect(screen.getByText(shopContact.address)).toBeInTheDocument();
    for (const phone of shopContact.phones)
      expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', expect.stringMatching(/^tel:\+880/));
    expect(screen.getByRole('link', { name: shopContact.email })).toHaveAttribute(
      'href',
      `mailto:${shopContact.email}`,
    );
    const map = screen.getByTitle(/^Map of /);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
      'href',
      expect.stringContaining('google.com/maps'),
    );
  });

  it('shows the drawn map and a note instead of the iframe when offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<ContactPage />);
    expect(screen.queryByTitle(/^Map of /)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Drawing of the map/ })).toBeInTheDocument();
    expect(screen.getByText(messages.mapOffline)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toBeInTheDocument();
  });

  it('falls back to the drawn map when the live map does not load in time', () => {
    vi.useFakeTimers();
    // The map is on screen at once; jsdom never loads the iframe or Google's probe image.
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
    renderWithProviders(<ContactPage />);
    expect(screen.getByTitle(/^Map of /)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(MAP_TIMEOUT_MS + 50));
    expect(screen.queryByTitle(/^Map of /)).not.toBeInTheDocument();
    expect(screen.getByText(messages.mapOffline)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('requires every field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />);
    await user.click(send());
    for (const text of [
      messages.nameRequired,
      messages.phoneRequired,
      messages.emailRequired,
      messages.addressRequired,
      messages.messageRequired,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus());
  });

  it('treats blank text as missing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />);
    await fill(user, { ...valid, Name: '   ' });
    await user.click(send());
    expect(await screen.findByText(messages.nameRequired)).toBeInTheDocument();
  });

  it('rejects an invalid e-mail and phone number', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />);
    await fill(user, { ...valid, Email: 'not-an-email', Phone: '12ab' });
    await user.click(send());
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.phoneInvalid)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveFocus());
  });

  it('sends the trimmed message, toasts success and resets the form', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post(`${API}/contacts`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 'Successful', data: { _id: 'c1' } }, { status: 201 });
      }),
    );
    renderWithProviders(<ContactPage />);
    await fill(user, { ...valid, Name: '  Nusrat Jahan  ' });
    await user.click(send());
    expect(await screen.findByText(messages.contactAdded)).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Nusrat Jahan',
      phone: valid.Phone,
      email: valid.Email,
      address: valid.Address,
      message: valid.Message,
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
  });

  it('toasts failure when the status is not Successful, keeping what was typed', async () => {
    const user = userEvent.setup();
    server.use(http.post(`${API}/contacts`, () => HttpResponse.json({ status: 'fail' })));
    renderWithProviders(<ContactPage />);
    await fill(user);
    await user.click(send());
    expect(await screen.findByText(messages.contactFailed)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(valid.Name);
  });

  it('toasts failure with the server message on 429', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${API}/contacts`, () =>
        HttpResponse.json(
          { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded, retry in 1 minute' },
          { status: 429 },
        ),
      ),
    );
    renderWithProviders(<ContactPage />);
    await fill(user);
    await user.click(send());
    expect(
      await screen.findByText(`${messages.contactFailed}: Rate limit exceeded, retry in 1 minute`),
    ).toBeInTheDocument();
  });

  it('toasts plain failure on a server error', async () => {
    const user = userEvent.setup();
    server.use(http.post(`${API}/contacts`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderWithProviders(<ContactPage />);
    await fill(user);
    await user.click(send());
    expect(await screen.findByText(messages.contactFailed)).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AppRoutes } from '../../src/app/router';
import TermsPage from '../../src/features/home/TermsPage';
import { shopContact } from '../../src/lib/shop';
import { renderWithProviders } from './render';
import { backToEnglish, latinWords, showInBangla } from './bangla';

describe('TermsPage', () => {
  it('states the terms of sale: prices with 5% tax and 3% service charge, one book per order, delivery, refunds, contact', () => {
    renderWithProviders(<TermsPage />, { route: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Sale' })).toBeInTheDocument();
    const section = (name: string) => screen.getByRole('region', { name });
    expect(within(section('Prices and payment')).getByText(/৳/)).toHaveTextContent(/5% tax and a 3% service charge/);
    expect(within(section('Prices and payment')).getByText(/15% discount/)).toBeInTheDocument();
    expect(within(section('One book per order')).getByText(/one copy of one book/)).toBeInTheDocument();
    expect(within(section('Delivery')).getByText(/all 64 districts/)).toBeInTheDocument();
    expect(within(section('Cancellations and refunds')).getByText(/through the payment gateway/)).toBeInTheDocument();
    const contact = section('Contact');
    expect(within(contact).getByText(shopContact.address)).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: shopContact.email })).toHaveAttribute(
      'href',
      `mailto:${shopContact.email}`,
    );
    expect(within(contact).getByRole('link', { name: shopContact.phones[0] })).toHaveAttribute(
      'href',
      'tel:+8801711000111',
    );
    expect(within(contact).getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contactus');
  });

  it('is the public route /terms (signed out), lazy-loaded like the other screens', async () => {
    renderWithProviders(<AppRoutes />, { route: '/terms' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Sale' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('TermsPage in Bangla', () => {
  afterEach(backToEnglish);

  it('states the rates in Bengali digits and keeps the links working', async () => {
    await showInBangla('home');
    renderWithProviders(<TermsPage />, { route: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'বিক্রয়ের শর্তাবলি' })).toBeInTheDocument();
    const section = (name: string) => screen.getByRole('region', { name });
    expect(within(section('দাম ও পেমেন্ট')).getByText(/৳/)).toHaveTextContent(/৫% কর ও ৩% সার্ভিস চার্জ/);
    expect(within(section('দাম ও পেমেন্ট')).getByText(/১৫% ছাড়/)).toBeInTheDocument();
    expect(within(section('ডেলিভারি')).getByText(/৬৪ জেলাতেই/)).toBeInTheDocument();
    const contact = section('যোগাযোগ');
    expect(within(contact).getByRole('link', { name: '+৮৮০ ১৭১১ ০০০ ১১১' })).toHaveAttribute(
      'href',
      'tel:+8801711000111',
    );
    expect(within(contact).getByRole('link', { name: 'যোগাযোগ ফর্ম' })).toHaveAttribute('href', '/contactus');
    expect(within(contact).getByRole('link', { name: shopContact.email })).toHaveAttribute(
      'href',
      `mailto:${shopContact.email}`,
    );
    // The address is the shop's data (src/lib/shop.ts); the gateway keeps its name.
    expect(latinWords(document.body.textContent ?? '', shopContact.address, shopContact.email, 'SSLCommerz')).toEqual(
      [],
    );
  });
});

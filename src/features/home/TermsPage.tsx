import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { REVIEW_DISCOUNT_RATE, SERVICE_CHARGE_RATE, TAX_RATE } from '../../../domain/pricing';
import { shopContact } from '../../lib/shop';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography id={`${id}-heading`} variant="h5" component="h2" sx={{ color: 'primary.main', mb: 1.5 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ pl: 2.5, m: 0, color: 'text.secondary', lineHeight: 1.7 }}>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * /terms: the shop's terms of sale, linked from the checkout's terms checkbox. The rates are read from
 * domain/pricing.ts, the same numbers the server charges, so the page cannot promise other ones.
 */
export default function TermsPage() {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="overline" component="p" sx={{ letterSpacing: 3, color: 'secondary.dark', fontWeight: 700 }}>
        বইপোকা · Boipoka
      </Typography>
      <Typography variant="h3" component="h1" sx={{ color: 'primary.main', mb: 2, fontSize: { xs: 32, md: 44 } }}>
        Terms of Sale
      </Typography>
      <Typography sx={{ lineHeight: 1.8, color: 'text.secondary' }}>
        These terms apply to every order placed on Boipoka, an online book shop based in Dhaka, Bangladesh. By ticking
        “I agree to the terms and conditions” at checkout you accept them. They do not limit your rights under the
        Consumer Rights Protection Act, 2009 or any other law of Bangladesh.
      </Typography>

      <Section id="prices" title="Prices and payment">
        <li>
          Prices are in Bangladeshi taka (৳). At checkout, {percent(TAX_RATE)} tax and a {percent(SERVICE_CHARGE_RATE)}{' '}
          service charge are added to the book’s price; the buying summary shows each line and the grand total before
          you pay, and the grand total is all you pay.
        </li>
        <li>
          If you review the last book you bought from us, your next order gets a {percent(REVIEW_DISCOUNT_RATE)}{' '}
          discount on the book’s price. One review earns one discount.
        </li>
        <li>
          You pay through SSLCommerz, a licensed payment gateway: debit or credit card, mobile banking or internet
          banking. Your card, PIN and wallet details go to the gateway only; Boipoka never sees or stores them.
        </li>
        <li>
          Your order is placed only when the gateway confirms the payment to us. While you pay, one copy is kept for you
          for a limited time; if the payment does not arrive in that time, the order closes and the copy goes back on
          the shelf.
        </li>
      </Section>

      <Section id="orders" title="One book per order">
        <li>Each order is for one copy of one book. To buy several books, place one order for each.</li>
        <li>A book you have already bought is marked “Already Purchased” and cannot be ordered again.</li>
        <li>Your orders, their payment and delivery state, and a receipt for each paid order are in My Books.</li>
      </Section>

      <Section id="delivery" title="Delivery">
        <li>
          We deliver to all 64 districts of Bangladesh, to the phone number and address you give at checkout; please
          check them before you pay.
        </li>
        <li>
          Once we confirm an order for delivery (you see it in My Books, and by e-mail), it usually arrives within 2–3
          working days inside Dhaka and 3–7 working days elsewhere. There is no separate delivery charge.
        </li>
        <li>Our courier calls the phone number you gave before delivering.</li>
      </Section>

      <Section id="refunds" title="Cancellations and refunds">
        <li>You may cancel on the payment page before paying; nothing is charged.</li>
        <li>
          Refunds are paid through the payment gateway, to the card or wallet you paid from — never in cash. Depending
          on your bank or wallet, a refund usually shows within 7–10 working days.
        </li>
        <li>
          A damaged, misprinted or wrong book is replaced or refunded in full if you tell us within 7 days of delivery.
          If we cannot deliver your order, we refund it in full.
        </li>
        <li>
          A payment that reaches us after your order has closed is never kept: it is refunded in full automatically, and
          the page you return to says so.
        </li>
      </Section>

      <Section id="reviews" title="Reviews">
        <li>Only a book you bought can be reviewed, in your own words. We may remove abusive or unrelated reviews.</li>
      </Section>

      <Section id="contact" title="Contact">
        <li>{shopContact.address}</li>
        <li>
          Phone:{' '}
          {shopContact.phones.map((phone, index) => (
            <span key={phone}>
              {index > 0 && ', '}
              <Link href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</Link>
            </span>
          ))}
        </li>
        <li>
          E-mail: <Link href={`mailto:${shopContact.email}`}>{shopContact.email}</Link>, or the{' '}
          <Link component={RouterLink} to="/contactus">
            contact form
          </Link>
          . We answer within one working day.
        </li>
      </Section>
    </Container>
  );
}

import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { localDigits, type Language } from '../../../domain/format';
import { REVIEW_DISCOUNT_RATE, SERVICE_CHARGE_RATE, TAX_RATE } from '../../../domain/pricing';
import { useLanguage } from '../../lib/i18n';
import { shopContact } from '../../lib/shop';

const percent = (rate: number, language: Language) => `${localDigits(String(Math.round(rate * 100)), language)}%`;

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
  const { _ } = useLingui();
  const language = useLanguage();
  const item = (key: string, values?: Record<string, string>) => <li key={key}>{_(key, values)}</li>;
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="overline" component="p" sx={{ letterSpacing: 3, color: 'secondary.dark', fontWeight: 700 }}>
        {_('home.terms.kicker')}
      </Typography>
      <Typography variant="h3" component="h1" sx={{ color: 'primary.main', mb: 2, fontSize: { xs: 32, md: 44 } }}>
        {_('home.terms.title')}
      </Typography>
      <Typography sx={{ lineHeight: 1.8, color: 'text.secondary' }}>{_('home.terms.intro')}</Typography>

      <Section id="prices" title={_('home.terms.prices.title')}>
        {item('home.terms.prices.charges', {
          tax: percent(TAX_RATE, language),
          service: percent(SERVICE_CHARGE_RATE, language),
        })}
        {item('home.terms.prices.discount', { discount: percent(REVIEW_DISCOUNT_RATE, language) })}
        {item('home.terms.prices.gateway')}
        {item('home.terms.prices.hold')}
      </Section>

      <Section id="orders" title={_('home.terms.orders.title')}>
        {item('home.terms.orders.oneCopy')}
        {item('home.terms.orders.purchased')}
        {item('home.terms.orders.myBooks')}
      </Section>

      <Section id="delivery" title={_('home.terms.delivery.title')}>
        {item('home.terms.delivery.districts')}
        {item('home.terms.delivery.time')}
        {item('home.terms.delivery.courier')}
      </Section>

      <Section id="refunds" title={_('home.terms.refunds.title')}>
        {item('home.terms.refunds.cancel')}
        {item('home.terms.refunds.gateway')}
        {item('home.terms.refunds.damaged')}
        {item('home.terms.refunds.late')}
      </Section>

      <Section id="reviews" title={_('home.terms.reviews.title')}>
        {item('home.terms.reviews.own')}
      </Section>

      <Section id="contact" title={_('home.terms.contact.title')}>
        <li>{shopContact.address}</li>
        <li>
          {_('home.terms.contact.phone')}{' '}
          {shopContact.phones.map((phone, index) => (
            <span key={phone}>
              {index > 0 && ', '}
              <Link href={`tel:${phone.replace(/\s+/g, '')}`}>{localDigits(phone, language)}</Link>
            </span>
          ))}
        </li>
        <li>
          <Trans
            id="home.terms.contact.email"
            values={{ email: shopContact.email }}
            components={{
              0: <Link href={`mailto:${shopContact.email}`} />,
              1: <Link component={RouterLink} to="/contactus" />,
            }}
          />
        </li>
      </Section>
    </Container>
  );
}

import { useLingui } from '@lingui/react';
import { alpha, Box, Container, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { ReactNode } from 'react';
import { localDigits } from '../../../domain/format';
import { useLanguage } from '../../lib/i18n';
import { shopContact } from '../../lib/shop';
import { ContactForm } from './ContactForm';
import { MapEmbed } from './MapEmbed';

const telHref = (phone: string) => `tel:${phone.replace(/[\s-]/g, '')}`;

function ContactItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} component="li" sx={{ alignItems: 'flex-start' }}>
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 48,
          height: 48,
          borderRadius: '50%',
          bgcolor: (theme) => alpha(theme.palette.secondary.main, 0.14),
          color: 'secondary.dark',
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Stack>
  );
}

/** /contactus — the form (on every screen width), the shop's contact details and a map. */
export default function ContactPage() {
  const { _ } = useLingui();
  const language = useLanguage();
  return (
    <Box>
      <Box
        component="section"
        aria-labelledby="contact-title"
        sx={{
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.surface.night} 0%, ${theme.palette.primary.main} 60%, ${theme.palette.surface.ocean} 100%)`,
          color: 'common.white',
          py: { xs: 5, md: 8 },
        }}
      >
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 5 }}>
              <Typography
                variant="overline"
                component="p"
                sx={{ letterSpacing: 3, color: 'secondary.light', fontWeight: 700 }}
              >
                {_('contacts.hero.kicker')}
              </Typography>
              <Typography id="contact-title" variant="h2" component="h1" sx={{ mb: 2, fontSize: { xs: 36, md: 52 } }}>
                {_('contacts.hero.title')}
              </Typography>
              <Typography sx={{ opacity: 0.9, lineHeight: 1.7, fontSize: { md: 18 } }}>
                {_('contacts.hero.text')}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <Paper sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }} elevation={6}>
                <Typography id="contact-form-heading" variant="h5" component="h2" sx={{ mb: 2, color: 'primary.main' }}>
                  {_('contacts.form.title')}
                </Typography>
                <ContactForm />
              </Paper>
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="contact-details-heading" sx={{ py: { xs: 6, md: 8 } }}>
        <Container maxWidth="lg">
          <Typography
            id="contact-details-heading"
            variant="h3"
            component="h2"
            sx={{ textAlign: 'center', color: 'primary.main', mb: { xs: 4, md: 6 } }}
          >
            {_('contacts.details.title')}
          </Typography>
          <Grid container spacing={{ xs: 4, md: 6 }}>
            <Grid size={{ xs: 12, md: 5 }}>
              <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                <ContactItem icon={<PlaceOutlinedIcon aria-hidden />} title={_('contacts.details.address')}>
                  <Typography component="address" sx={{ fontStyle: 'normal', color: 'text.secondary' }}>
                    {shopContact.address}
                  </Typography>
                </ContactItem>
                <ContactItem icon={<PhoneOutlinedIcon aria-hidden />} title={_('contacts.details.phone')}>
                  {shopContact.phones.map((phone) => (
                    <Typography key={phone}>
                      <Link href={telHref(phone)}>{localDigits(phone, language)}</Link>
                    </Typography>
                  ))}
                </ContactItem>
                <ContactItem icon={<MailOutlineIcon aria-hidden />} title={_('contacts.details.email')}>
                  <Link href={`mailto:${shopContact.email}`} sx={{ overflowWrap: 'anywhere' }}>
                    {shopContact.email}
                  </Link>
                </ContactItem>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <MapEmbed address={shopContact.address} />
            </Grid>
          </Grid>
        </Container>
      </Box>
    </Box>
  );
}

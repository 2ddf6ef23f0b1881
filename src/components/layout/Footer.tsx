import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Divider, Grid, IconButton, Link, Stack, Typography } from '@mui/material';
import FacebookIcon from '@mui/icons-material/Facebook';
import XIcon from '@mui/icons-material/X';
import InstagramIcon from '@mui/icons-material/Instagram';
import YouTubeIcon from '@mui/icons-material/YouTube';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { Clock } from './Clock';
import { shopContact } from '../../lib/shop';
import { useLingui } from '@lingui/react';
import { localDigits } from '../../../domain/format';
import { useLanguage } from '../../lib/i18n';
import { LanguageSwitch } from './LanguageSwitch';

// SPEC.md does not give the paths of Blog, Testimonial, Others, Terms & Condition and Privacy:
// they lead to the nearest real content instead of dead links.
const INFORMATION = [
  { label: 'common.footer.aboutUs', to: '/aboutus' },
  { label: 'common.footer.contactUs', to: '/contactus' },
  { label: 'common.footer.blog', to: '/aboutus#press' },
  { label: 'common.footer.testimonial', to: '/#reviews' },
];
const USEFUL = [
  { label: 'common.footer.books', to: '/books' },
  { label: 'common.footer.others', to: '/aboutus#team' },
  { label: 'common.footer.terms', to: '/aboutus#terms' },
  { label: 'common.footer.privacy', to: '/aboutus#privacy' },
];
const SOCIAL = [
  { label: 'Facebook', icon: <FacebookIcon />, href: 'https://www.facebook.com/' },
  { label: 'X (Twitter)', icon: <XIcon />, href: 'https://x.com/' },
  { label: 'Instagram', icon: <InstagramIcon />, href: 'https://www.instagram.com/' },
  { label: 'YouTube', icon: <YouTubeIcon />, href: 'https://www.youtube.com/' },
  { label: 'LinkedIn', icon: <LinkedInIcon />, href: 'https://www.linkedin.com/' },
];

/** A titled column of links; `title` and each label are message keys. */
function LinkColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  const { _ } = useLingui();
  return (
    <Box component="nav" aria-label={_(title)}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {_(title)}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link.label}>
            <Link component={RouterLink} to={link.to} color="inherit" sx={{ opacity: 0.85 }}>
              {_(link.label)}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function Footer() {
  const { _ } = useLingui();
  const language = useLanguage();
  return (
    <Box component="footer" sx={{ bgcolor: 'surface.night', color: 'surface.mist', mt: 'auto', pt: 6, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography sx={{ fontFamily: 'fontFamilySerif', fontSize: 24, fontWeight: 700 }}>
              {_('common.brand.name')}
            </Typography>
            <Typography sx={{ opacity: 0.8, my: 1.5, maxWidth: 320 }}>{_('common.footer.tagline')}</Typography>
            <Stack direction="row" spacing={0.5} aria-label={_('common.footer.social')}>
              {SOCIAL.map((item) => (
                <IconButton
                  key={item.label}
                  component="a"
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={item.label}
                  sx={{ color: 'inherit' }}
                >
                  {item.icon}
                </IconButton>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 2 }}>
            <LinkColumn title="common.footer.information" links={INFORMATION} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 2 }}>
            <LinkColumn title="common.footer.usefulLinks" links={USEFUL} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 4 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
              {_('common.footer.contact')}
            </Typography>
            <Stack spacing={1} sx={{ opacity: 0.9, mb: 2 }} component="address" style={{ fontStyle: 'normal' }}>
              <Stack direction="row" spacing={1}>
                <PlaceOutlinedIcon fontSize="small" aria-hidden />
                <span>{_('common.shop.address')}</span>
              </Stack>
              <Stack direction="row" spacing={1}>
                <PhoneOutlinedIcon fontSize="small" aria-hidden />
                <Link href={`tel:${shopContact.phones[0].replace(/\s/g, '')}`} color="inherit">
                  {localDigits(shopContact.phones[0], language)}
                </Link>
              </Stack>
              <Stack direction="row" spacing={1}>
                <MailOutlineIcon fontSize="small" aria-hidden />
                <Link href={`mailto:${shopContact.email}`} color="inherit">
                  {shopContact.email}
                </Link>
              </Stack>
            </Stack>
            <Clock />
            <LanguageSwitch sx={{ mt: 2, border: '1px solid rgba(255,255,255,0.3)' }} />
          </Grid>
        </Grid>
        <Divider sx={{ borderColor: 'rgba(255,255,255,0.15)', my: 3 }} />
        <Typography variant="body2" sx={{ textAlign: 'center', opacity: 0.75 }}>
          {_('common.footer.rights', { year: localDigits(String(new Date().getFullYear()), language) })}
        </Typography>
      </Container>
    </Box>
  );
}

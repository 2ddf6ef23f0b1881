import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { Box, Button, Container, Paper, Typography } from '@mui/material';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { FIELD_MAX } from '../../../domain/validation';
import { TextInput } from '../../components/form/TextInput';

/**
 * Home section 4. SPEC.md shows no behaviour for Subscribe, and there is no newsletter service yet:
 * the form sends nothing and says so honestly instead of pretending to sign the reader up.
 */
export function Newsletter() {
  const { _ } = useLingui();
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <Box
      component="section"
      aria-labelledby="newsletter-heading"
      sx={{ py: { xs: 5, md: 7 }, bgcolor: 'primary.main', color: 'common.white' }}
    >
      <Container maxWidth="md">
        <Paper elevation={0} sx={{ bgcolor: 'transparent', color: 'inherit', textAlign: 'center' }}>
          <MarkEmailReadOutlinedIcon sx={{ fontSize: 44, opacity: 0.9 }} aria-hidden />
          <Typography id="newsletter-heading" variant="h3" component="h2" sx={{ my: 1 }}>
            {_('home.newsletter.title')}
          </Typography>
          <Typography sx={{ opacity: 0.9, mb: 3 }}>{_('home.newsletter.text')}</Typography>
          <Box
            component="form"
            noValidate
            onSubmit={submit}
            aria-labelledby="newsletter-heading"
            sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, maxWidth: 560, mx: 'auto' }}
          >
            <TextInput
              type="email"
              name="email"
              placeholder={_('home.newsletter.email')}
              autoComplete="email"
              fullWidth
              htmlInput={{ 'aria-label': _('home.newsletter.email'), maxLength: FIELD_MAX.email }}
              sx={{ bgcolor: 'common.white', borderRadius: 1 }}
            />
            <Button type="submit" variant="contained" color="secondary" size="large" sx={{ px: 4, flexShrink: 0 }}>
              {_('home.newsletter.subscribe')}
            </Button>
          </Box>
          <Box role="status" sx={{ mt: 2, minHeight: 24 }}>
            {submitted && <Typography sx={{ fontWeight: 600 }}>{_('home.newsletter.soon')}</Typography>}
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}

import { useLingui } from '@lingui/react';
import { alpha, Box, Container, darken, Grid, Paper, Stack, Typography } from '@mui/material';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import HeadphonesOutlinedIcon from '@mui/icons-material/HeadphonesOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';

/** SPEC.md §1: the marketing figures (catalogue keys: Bangla writes the figures in its own digits and words). */
const FIGURES = [
  {
    value: 'home.about.figures.listedValue',
    label: 'home.about.figures.listed',
    icon: <AutoStoriesOutlinedIcon fontSize="large" aria-hidden />,
  },
  {
    value: 'home.about.figures.listeningValue',
    label: 'home.about.figures.listening',
    icon: <HeadphonesOutlinedIcon fontSize="large" aria-hidden />,
  },
  {
    value: 'home.about.figures.soldValue',
    label: 'home.about.figures.sold',
    icon: <LocalShippingOutlinedIcon fontSize="large" aria-hidden />,
  },
];

/** Home section 5 (id="about", the target of 'Explore More'). */
export function AboutBlock() {
  const { _ } = useLingui();
  return (
    <Box
      component="section"
      id="about"
      tabIndex={-1}
      aria-labelledby="about-heading"
      // Clears the sticky navbar when scrolled to; the smooth scroll reads this margin.
      sx={{ py: { xs: 6, md: 9 }, scrollMarginTop: '72px', outline: 'none' }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography
              variant="overline"
              component="p"
              sx={{ color: (theme) => darken(theme.palette.secondary.main, 0.4), fontWeight: 700, letterSpacing: 2 }}
            >
              {_('home.about.kicker')}
            </Typography>
            <Typography id="about-heading" variant="h3" component="h2" sx={{ color: 'primary.main', mb: 2 }}>
              {_('home.about.title')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.8 }}>{_('home.about.text')}</Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {FIGURES.map((figure) => (
                <Paper
                  component="li"
                  key={figure.label}
                  variant="outlined"
                  sx={{ display: 'flex', alignItems: 'center', gap: 2.5, p: 2.5 }}
                >
                  <Box
                    sx={{
                      color: 'secondary.main',
                      display: 'grid',
                      placeItems: 'center',
                      width: 56,
                      height: 56,
                      borderRadius: '50%',
                      bgcolor: (theme) => alpha(theme.palette.secondary.main, 0.12),
                      flexShrink: 0,
                    }}
                  >
                    {figure.icon}
                  </Box>
                  <Box>
                    <Typography
                      component="p"
                      sx={{
                        fontFamily: 'fontFamilySerif',
                        fontSize: 34,
                        fontWeight: 700,
                        lineHeight: 1.1,
                        color: 'primary.main',
                      }}
                    >
                      {_(figure.value)}
                    </Typography>
                    <Typography sx={{ color: 'text.secondary' }}>{_(figure.label)}</Typography>
                  </Box>
                </Paper>
              ))}
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

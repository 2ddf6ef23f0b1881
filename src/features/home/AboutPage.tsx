import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { alpha, Avatar, Box, Button, Container, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { shopContact } from '../../lib/shop';
import { useHashScroll } from '../../lib/useHashScroll';

// Placeholder content (SPEC.md §1: the about page carries placeholder statistics and blurbs), as catalogue keys.
const STATS = ['years', 'readers', 'districts', 'rating'].map((stat) => ({
  value: `home.aboutPage.stats.${stat}Value`,
  label: `home.aboutPage.stats.${stat}`,
}));

const person = (group: 'team' | 'board', name: string) => ({
  name: `home.aboutPage.${group}.${name}.name`,
  role: `home.aboutPage.${group}.${name}.role`,
  blurb: `home.aboutPage.${group}.${name}.blurb`,
});
const TEAM = ['farhana', 'tanvir', 'sadia', 'arif'].map((name) => person('team', name));
const BOARD = ['nasreen', 'kamal', 'rumana'].map((name) => person('board', name));

const PRESS = ['dailyReader', 'techWeekly', 'blog'].map((outlet) => ({
  outlet: `home.aboutPage.press.${outlet}.outlet`,
  quote: `home.aboutPage.press.${outlet}.quote`,
}));

const TERMS = [
  'home.aboutPage.terms.prices',
  'home.aboutPage.terms.confirmed',
  'home.aboutPage.terms.oneBook',
  'home.aboutPage.terms.reviews',
  'home.aboutPage.terms.damaged',
];

/** Two initials, without the title (Dr., ড.). */
const initials = (name: string) =>
  Array.from(name.replace(/^(?:Dr\.|ড\.)\s*/, '').split(/\s+/), (part) => Array.from(part)[0])
    .slice(0, 2)
    .join('');

function Section({
  id,
  title,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <Box
      component="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      sx={{
        py: { xs: 5, md: 7 },
        bgcolor: tinted ? 'surface.sand' : undefined,
        scrollMarginTop: '72px',
        outline: 'none',
      }}
    >
      <Container maxWidth="lg">
        <Typography id={`${id}-heading`} variant="h4" component="h2" sx={{ color: 'primary.main', mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

function PersonCard(keys: { name: string; role: string; blurb: string }) {
  const { _ } = useLingui();
  const name = _(keys.name);
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%', textAlign: 'center' }}>
      <Avatar
        sx={{
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 1.5,
          bgcolor: 'primary.main',
          fontSize: 26,
          fontFamily: 'fontFamilySerif',
        }}
        aria-hidden
      >
        {initials(name)}
      </Avatar>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'secondary.dark', fontWeight: 600, mb: 1 }}>
        {_(keys.role)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {_(keys.blurb)}
      </Typography>
    </Paper>
  );
}

/** /aboutus — the static about page; its sections are the targets of the footer's links. */
export default function AboutPage() {
  const { _ } = useLingui();
  useHashScroll();
  return (
    <Box>
      <Box
        component="header"
        sx={{
          color: 'common.white',
          py: { xs: 8, md: 12 },
          backgroundColor: 'surface.bark',
          backgroundImage: (theme) => {
            const shade = (opacity: number) => alpha(theme.palette.surface.ink, opacity);
            return `linear-gradient(90deg, ${shade(0.9)} 0%, ${shade(0.55)} 60%, ${shade(0.2)} 100%), url(/hero/literary-haven.svg)`;
          },
          backgroundSize: 'cover',
          backgroundPosition: 'center right',
        }}
      >
        <Container maxWidth="lg">
          <Typography
            variant="overline"
            component="p"
            sx={{ letterSpacing: 3, color: 'secondary.light', fontWeight: 700 }}
          >
            {_('home.aboutPage.kicker')}
          </Typography>
          <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
            {_('home.aboutPage.title')}
          </Typography>
          <Typography sx={{ maxWidth: 620, fontSize: { xs: 17, md: 19 }, lineHeight: 1.7, opacity: 0.92 }}>
            {_('home.aboutPage.intro')}
          </Typography>
        </Container>
      </Box>

      <Section id="mission" title={_('home.aboutPage.mission.title')}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography sx={{ lineHeight: 1.8, color: 'text.secondary', mb: 2 }}>
              {_('home.aboutPage.mission.text1')}
            </Typography>
            <Typography sx={{ lineHeight: 1.8, color: 'text.secondary' }}>
              {_('home.aboutPage.mission.text2')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Grid
              container
              spacing={2}
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label={_('home.aboutPage.stats.label')}
            >
              {STATS.map((stat) => (
                <Grid key={stat.label} size={6} component="li">
                  <Paper variant="outlined" sx={{ p: 2, textAlign: 'center', height: '100%' }}>
                    <Typography
                      component="p"
                      sx={{ fontFamily: 'fontFamilySerif', fontSize: 30, fontWeight: 700, color: 'primary.main' }}
                    >
                      {_(stat.value)}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {_(stat.label)}
                    </Typography>
                  </Paper>
                </Grid>
              ))}
            </Grid>
          </Grid>
        </Grid>
      </Section>

      <Section id="team" title={_('home.aboutPage.team.title')} tinted>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {TEAM.map((person) => (
            <Grid key={person.name} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <PersonCard {...person} />
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="board" title={_('home.aboutPage.board.title')}>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {BOARD.map((person) => (
            <Grid key={person.name} size={{ xs: 12, md: 4 }} component="li">
              <PersonCard {...person} />
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="press" title={_('home.aboutPage.press.title')} tinted>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {PRESS.map((item) => (
            <Grid key={item.outlet} size={{ xs: 12, md: 4 }} component="li">
              <Paper component="figure" variant="outlined" sx={{ p: 3, m: 0, height: '100%' }}>
                <FormatQuoteIcon aria-hidden sx={{ color: 'secondary.main', fontSize: 36 }} />
                <Typography component="blockquote" sx={{ m: 0, mb: 1.5, fontStyle: 'italic', lineHeight: 1.7 }}>
                  {_(item.quote)}
                </Typography>
                <Typography component="figcaption" sx={{ fontWeight: 700, color: 'primary.main' }}>
                  — {_(item.outlet)}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="terms" title={_('home.aboutPage.terms.title')}>
        <Stack
          component="ol"
          spacing={1}
          sx={{ pl: 2.5, m: 0, color: 'text.secondary', lineHeight: 1.7, maxWidth: 820 }}
        >
          {TERMS.map((term) => (
            <li key={term}>{_(term)}</li>
          ))}
        </Stack>
      </Section>

      <Section id="privacy" title={_('home.aboutPage.privacy.title')} tinted>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.8, maxWidth: 820, mb: 2 }}>
          {_('home.aboutPage.privacy.text')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          <Trans
            id="home.aboutPage.privacy.contact"
            values={{ email: shopContact.email }}
            components={{
              0: <Link href={`mailto:${shopContact.email}`} />,
              1: <Link component={RouterLink} to="/contactus" />,
            }}
          />
        </Typography>
      </Section>

      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Button component={RouterLink} to="/books" variant="contained" size="large">
          {_('home.aboutPage.browse')}
        </Button>
      </Box>
    </Box>
  );
}

import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { alpha, Avatar, Box, Button, Container, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { shopContact } from '../../lib/shop';
import { useHashScroll } from '../../lib/useHashScroll';

// Placeholder content (SPEC.md §1: the about page carries placeholder statistics and blurbs).
const STATS = [
  { value: '10+', label: 'Years in book selling' },
  { value: '25K+', label: 'Happy readers' },
  { value: '64', label: 'Districts we deliver to' },
  { value: '4.8 / 5', label: 'Average review' },
];

const TEAM = [
  {
    name: 'Farhana Rahman',
    role: 'Founder & chief reader',
    blurb: 'Started Boipoka from a market stall in Nilkhet with two shelves of second-hand novels.',
  },
  {
    name: 'Tanvir Hasan',
    role: 'Head of catalogue',
    blurb: 'Keeps 20,000 titles tidy and knows which edition you really want.',
  },
  { name: 'Sadia Islam', role: 'Customer care', blurb: 'Answers every message, usually before the kettle boils.' },
  {
    name: 'Arif Chowdhury',
    role: 'Logistics',
    blurb: 'Gets your parcel from our Banani store to any of the 64 districts.',
  },
];

const BOARD = [
  {
    name: 'Dr. Nasreen Akter',
    role: 'Literature professor',
    blurb: 'Advises on Bangla classics and school reading lists.',
  },
  { name: 'Kamal Uddin', role: 'Publisher', blurb: 'Brings three decades of publishing to our buying decisions.' },
  { name: 'Rumana Haque', role: 'Librarian', blurb: 'Helps us build collections for schools and community libraries.' },
];

const PRESS = [
  { outlet: 'The Daily Reader', quote: 'A bookshop that feels like a friend’s library, only with a checkout button.' },
  { outlet: 'Dhaka Tech Weekly', quote: 'Paying in taka by card or mobile money takes less than a minute.' },
  { outlet: 'Boipoka Blog', quote: 'Every Friday: new arrivals, staff picks and interviews with Bangladeshi authors.' },
];

const initials = (name: string) =>
  name
    .replace(/^Dr\.\s*/, '')
    .split(/\s+/)
    .map((part) => part[0])
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

function PersonCard({ name, role, blurb }: { name: string; role: string; blurb: string }) {
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
        {role}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {blurb}
      </Typography>
    </Paper>
  );
}

/** /aboutus — the static about page; its sections are the targets of the footer's links. */
export default function AboutPage() {
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
            বইপোকা · Bookworm
          </Typography>
          <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
            About Boipoka
          </Typography>
          <Typography sx={{ maxWidth: 620, fontSize: { xs: 17, md: 19 }, lineHeight: 1.7, opacity: 0.92 }}>
            An online book shop from Dhaka for readers everywhere in Bangladesh: good books, fair prices in taka, and
            people who care about what you read next.
          </Typography>
        </Container>
      </Box>

      <Section id="mission" title="Our mission">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography sx={{ lineHeight: 1.8, color: 'text.secondary', mb: 2 }}>
              We believe every reader deserves a well-stocked bookshop within reach. Boipoka brings the shelves of a
              city bookshop to your phone: a catalogue you can search by title and category, honest stock levels, and
              delivery to all 64 districts.
            </Typography>
            <Typography sx={{ lineHeight: 1.8, color: 'text.secondary' }}>
              We pay our publishers fairly, we keep prices in taka with nothing hidden at checkout, and we reward
              readers who share their reviews with a discount on their next book.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Grid
              container
              spacing={2}
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label="Boipoka in numbers"
            >
              {STATS.map((stat) => (
                <Grid key={stat.label} size={6} component="li">
                  <Paper variant="outlined" sx={{ p: 2, textAlign: 'center', height: '100%' }}>
                    <Typography
                      component="p"
                      sx={{ fontFamily: 'fontFamilySerif', fontSize: 30, fontWeight: 700, color: 'primary.main' }}
                    >
                      {stat.value}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {stat.label}
                    </Typography>
                  </Paper>
                </Grid>
              ))}
            </Grid>
          </Grid>
        </Grid>
      </Section>

      <Section id="team" title="Our team" tinted>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {TEAM.map((person) => (
            <Grid key={person.name} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <PersonCard {...person} />
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="board" title="Board of advisors">
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {BOARD.map((person) => (
            <Grid key={person.name} size={{ xs: 12, md: 4 }} component="li">
              <PersonCard {...person} />
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="press" title="Press & blog" tinted>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {PRESS.map((item) => (
            <Grid key={item.outlet} size={{ xs: 12, md: 4 }} component="li">
              <Paper component="figure" variant="outlined" sx={{ p: 3, m: 0, height: '100%' }}>
                <FormatQuoteIcon aria-hidden sx={{ color: 'secondary.main', fontSize: 36 }} />
                <Typography component="blockquote" sx={{ m: 0, mb: 1.5, fontStyle: 'italic', lineHeight: 1.7 }}>
                  {item.quote}
                </Typography>
                <Typography component="figcaption" sx={{ fontWeight: 700, color: 'primary.main' }}>
                  — {item.outlet}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="terms" title="Terms & Condition">
        <Stack
          component="ol"
          spacing={1}
          sx={{ pl: 2.5, m: 0, color: 'text.secondary', lineHeight: 1.7, maxWidth: 820 }}
        >
          <li>
            Prices are shown in taka and include nothing hidden: 5% tax and a 3% service charge are added at checkout,
            before you pay.
          </li>
          <li>
            An order is confirmed only when the payment gateway confirms your payment; until then nothing is charged.
          </li>
          <li>Each checkout is for one book; a book you already bought is marked “Already Purchased”.</li>
          <li>Reviews must be about a book you bought and must be your own words; we may remove abusive content.</li>
          <li>Damaged or wrong books are replaced free of charge within 7 days of delivery — just contact us.</li>
        </Stack>
      </Section>

      <Section id="privacy" title="Privacy" tinted>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.8, maxWidth: 820, mb: 2 }}>
          We keep only what we need to run the shop: your name, e-mail, phone and delivery address for your orders, and
          the messages you send us. Card and mobile-money details go straight to the payment gateway and never reach our
          servers. Your reviews show your name and photo on the home page — never your e-mail, phone or address. We do
          not sell your data.
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Questions or a request to delete your data? Write to{' '}
          <Link href={`mailto:${shopContact.email}`}>{shopContact.email}</Link> or use the{' '}
          <Link component={RouterLink} to="/contactus">
            contact form
          </Link>
          .
        </Typography>
      </Section>

      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Button component={RouterLink} to="/books" variant="contained" size="large">
          Browse our books
        </Button>
      </Box>
    </Box>
  );
}

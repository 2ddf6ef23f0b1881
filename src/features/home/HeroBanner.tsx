import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react';
import { Box, Button, Container, Typography } from '@mui/material';
import SouthIcon from '@mui/icons-material/South';
import { smoothScrollToId } from '../../lib/smoothScroll';

/** SPEC.md §9: the hero button scrolls to the about block in 500 ms. */
export const EXPLORE_SCROLL_MS = 500;

/** Home section 2: 'Act Before It's Too Late!' with 'Explore More' to the about block. */
export function HeroBanner() {
  const { _ } = useLingui();
  const explore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (smoothScrollToId('about', { duration: EXPLORE_SCROLL_MS })) event.preventDefault();
  };
  return (
    <Box
      component="section"
      aria-labelledby="act-heading"
      sx={{
        background: (theme) =>
          `linear-gradient(120deg, ${theme.palette.secondary.main} 0%, ${theme.palette.surface.ember} 100%)`,
        color: 'common.white',
        py: { xs: 5, md: 7 },
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="act-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
          {_('home.banner.title')}
        </Typography>
        <Typography sx={{ fontSize: { xs: 16, md: 18 }, mb: 3, opacity: 0.95, lineHeight: 1.7 }}>
          {_('home.banner.text')}
        </Typography>
        <Button
          component="a"
          href="#about"
          onClick={explore}
          variant="contained"
          size="large"
          endIcon={<SouthIcon />}
          sx={{ bgcolor: 'common.white', color: 'secondary.dark', '&:hover': { bgcolor: 'surface.blush' } }}
        >
          {_('home.banner.explore')}
        </Button>
      </Container>
    </Box>
  );
}

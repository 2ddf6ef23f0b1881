import { Link as RouterLink } from 'react-router-dom';
import { alpha, Box, Card, CardActionArea, Chip, Skeleton, Stack, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import BlockIcon from '@mui/icons-material/Block';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { TEXT_CUTS } from '../../../domain/limits';
import type { Book } from '../../../domain/types';
import { cutText, firstChars, formatTaka, timeAgo } from '../../lib/format';
import { messages } from '../../lib/messages';

const CARD_LABELS = ['12 months warranty', 'Complete box'] as const;

/** Cover size in the generated art (2:3); the attributes reserve the space before the image arrives. */
const COVER = { width: 400, height: 600 };
const IMAGE_HEIGHT = 220;
/** About a card's height: the space a card not built yet holds (BookGrid). */
export const BOOK_CARD_HEIGHT = IMAGE_HEIGHT + 230;

export interface BookCardProps {
  book: Book;
  /** The signed-in user already paid for it: dimmed, a banner, and not clickable. */
  purchased?: boolean;
  /** The card title's heading level under the section around it. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Above-the-fold cards load their cover at once; the rest lazily. */
  eager?: boolean;
}

/** The dog-ear in the top-right corner of an available book. */
function FoldedCorner() {
  return (
    <Box
      data-testid="folded-corner"
      aria-hidden
      sx={{
        position: 'absolute',
        top: 0,
        right: 0,
        zIndex: 2,
        width: 34,
        height: 34,
        pointerEvents: 'none',
        background: (theme) => `linear-gradient(225deg, ${theme.palette.background.default} 50%, ${theme.palette.surface.dogEar} 50%)`,
        boxShadow: '-2px 2px 4px rgba(0,0,0,0.12)',
        borderBottomLeftRadius: 6,
      }}
    />
  );
}

function CardBody({ book, headingLevel, eager }: Required<Pick<BookCardProps, 'headingLevel' | 'eager'>> & { book: Book }) {
  return (
    <>
      <Box sx={{ bgcolor: 'surface.sand', display: 'grid', placeItems: 'center', py: 2 }}>
        <Box
          component="img"
          src={book.image}
          alt={`Cover of ${book.name}`}
          width={COVER.width}
          height={COVER.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          sx={{ display: 'block', width: 'auto', maxWidth: '100%', height: IMAGE_HEIGHT, objectFit: 'contain', boxShadow: (theme) => `0 6px 16px ${alpha(theme.palette.surface.night, 0.25)}`, borderRadius: 0.5 }}
        />
      </Box>
      <Stack spacing={1.25} sx={{ p: 2, flex: 1, width: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Chip label={book.category} size="small" color="primary" variant="outlined" />
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <AccessTimeIcon sx={{ fontSize: 16 }} aria-hidden />
            <Typography component="time" variant="caption" dateTime={book.createdAt}>
              {timeAgo(book.createdAt)}
            </Typography>
          </Stack>
        </Stack>
        <Typography component={headingLevel} variant="h6" title={book.name} sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          {cutText(book.name, TEXT_CUTS.cardName)}
        </Typography>
        <Typography variant="body2" data-testid="book-description" sx={{ color: 'text.secondary', flex: 1, overflowWrap: 'anywhere' }}>
          {cutText(book.description, TEXT_CUTS.cardDescription)}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            SKU: <span data-testid="book-sku">{firstChars(book.sku, TEXT_CUTS.cardSku)}</span>
          </Typography>
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            Stock: {book.stock}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          <Chip size="small" icon={<VerifiedUserOutlinedIcon />} label={CARD_LABELS[0]} sx={{ bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08) }} />
          <Chip size="small" icon={<Inventory2OutlinedIcon />} label={CARD_LABELS[1]} sx={{ bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08) }} />
        </Stack>
        <Typography variant="h6" component="p" data-testid="book-price" sx={{ color: 'secondary.dark', fontWeight: 800 }}>
          {formatTaka(book.price)}
        </Typography>
      </Stack>
    </>
  );
}

/**
 * SPEC.md's book card. Available: the whole card is one link to /books/{id} (click, Enter).
 * Purchased: dimmed, 'Already Purchased' with a restricted icon, no folded corner, and no link at all.
 */
export function BookCard({ book, purchased = false, headingLevel = 'h3', eager = false }: BookCardProps) {
  return (
    <Card
      component="article"
      variant="outlined"
      data-purchased={purchased ? 'true' : undefined}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        transition: 'box-shadow .2s, transform .2s',
        ...(purchased ? {} : { '&:hover, &:focus-within': { boxShadow: (theme) => `0 10px 24px ${alpha(theme.palette.surface.night, 0.16)}`, transform: 'translateY(-2px)' } }),
      }}
    >
      {purchased ? (
        <>
          <Box
            data-testid="purchased-banner"
            sx={{
              position: 'absolute',
              zIndex: 2,
              top: 16,
              left: 0,
              right: 0,
              mx: 'auto',
              width: 'fit-content',
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              px: 2,
              py: 0.75,
              borderRadius: 5,
              bgcolor: 'error.dark',
              color: 'common.white',
              fontWeight: 700,
              boxShadow: 2,
            }}
          >
            <BlockIcon fontSize="small" aria-hidden />
            {messages.alreadyPurchased}
          </Box>
          {/* The cover is dimmed, not the text: a half-transparent card failed contrast (2.2:1, Lighthouse). */}
          <Box
            data-testid="book-card-content"
            sx={{ display: 'flex', flexDirection: 'column', flex: 1, cursor: 'not-allowed', '& img': { opacity: 0.5, filter: 'grayscale(0.6)' }, bgcolor: 'action.hover' }}
          >
            <CardBody book={book} headingLevel={headingLevel} eager={eager} />
          </Box>
        </>
      ) : (
        <>
          <FoldedCorner />
          <CardActionArea
            component={RouterLink}
            to={`/books/${book._id}`}
            aria-label={`${book.name}, ${book.category}, ${formatTaka(book.price)}`}
            data-testid="book-card-content"
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', flex: 1 }}
          >
            <CardBody book={book} headingLevel={headingLevel} eager={eager} />
          </CardActionArea>
        </>
      )}
    </Card>
  );
}

/** The card's shape while books load. */
export function BookCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden data-testid="book-card-skeleton" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" height={IMAGE_HEIGHT + 32} />
      <Stack spacing={1} sx={{ p: 2 }}>
        <Skeleton width="40%" />
        <Skeleton variant="text" sx={{ fontSize: 24 }} width="70%" />
        <Skeleton />
        <Skeleton />
        <Skeleton width="60%" />
        <Skeleton width="30%" sx={{ fontSize: 24 }} />
      </Stack>
    </Card>
  );
}

import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { alpha, Card, CardActionArea, Skeleton, Stack, styled } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import BlockIcon from '@mui/icons-material/Block';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { TEXT_CUTS } from '../../../domain/limits';
import type { Book } from '../../../domain/types';
import { cutText, firstChars, formatTaka, timeAgo } from '../../lib/format';
import { localDigits } from '../../../domain/format';
import { useCategoryName, useLanguage } from '../../lib/i18n';
import { useNow } from '../../lib/useNow';
import { useLingui } from '@lingui/react';

const CARD_LABELS = ['common.book.warranty', 'common.book.completeBox'] as const;

/** Cover size in the generated art (2:3); the attributes reserve the space before the image arrives. */
const COVER = { width: 400, height: 600 };
const IMAGE_HEIGHT = 220;
/** About a card's height: the space a card not built yet holds (BookGrid). */
export const BOOK_CARD_HEIGHT = IMAGE_HEIGHT + 250;

/** How long ago, by this browser's clock; hydrating a page the server rendered, by the server's (lib/useNow). */
function TimeAgo({ iso }: { iso: string }) {
  return <time dateTime={iso}>{timeAgo(iso, useNow(), useLanguage())}</time>;
}

export interface BookCardProps {
  book: Book;
  /** Whether the shopper has bought it; null while not known: the card is drawn without its link or banner. */
  purchased?: boolean | null;
  /** The card title's heading level under the section around it. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Above-the-fold cards load their cover at once; the rest lazily. */
  eager?: boolean;
}

/**
 * The whole card's look in one class: a grid shows up to twelve cards, and plain elements under one class cost a slow
 * phone a fraction of what a card built from Chip, Stack and Typography with sx props did. The class names below are
 * this card's own.
 */
const CardFrame = styled('article')(({ theme }) => {
  const { palette, typography } = theme;
  const chip = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    height: 24,
    padding: '0 8px',
    borderRadius: 12,
    fontSize: typography.pxToRem(13),
    lineHeight: 1,
    whiteSpace: 'nowrap',
  };
  return {
    position: 'relative',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    backgroundColor: palette.background.paper,
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    transition: 'box-shadow .2s, transform .2s',
    '&:not([data-purchased]):hover, &:not([data-purchased]):focus-within': {
      boxShadow: `0 10px 24px ${alpha(palette.surface.night, 0.16)}`,
      transform: 'translateY(-2px)',
    },
    '& .book-card-content': { display: 'flex', flexDirection: 'column', alignItems: 'stretch', flex: 1 },
    '& .book-card-link': { position: 'absolute', inset: 0, zIndex: 1 },
    '&[data-purchased] .book-card-content': { cursor: 'not-allowed', backgroundColor: palette.action.hover },
    '&[data-purchased] img': { opacity: 0.5, filter: 'grayscale(0.6)' },
    '& .book-card-cover': {
      display: 'grid',
      placeItems: 'center',
      padding: theme.spacing(2, 0),
      backgroundColor: palette.surface.sand,
    },
    '& .book-card-cover img': {
      display: 'block',
      width: 'auto',
      maxWidth: '100%',
      height: IMAGE_HEIGHT,
      objectFit: 'contain',
      boxShadow: `0 6px 16px ${alpha(palette.surface.night, 0.25)}`,
      borderRadius: 5,
    },
    '& .book-card-text': {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1.25),
      flex: 1,
      width: '100%',
      padding: theme.spacing(2),
    },
    '& .book-card-row': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.spacing(1),
    },
    '& .book-card-facts': { flexWrap: 'wrap', rowGap: theme.spacing(0.5), columnGap: theme.spacing(2) },
    '& .book-card-category': {
      ...chip,
      color: palette.primary.main,
      border: `1px solid ${alpha(palette.primary.main, 0.7)}`,
    },
    '& .book-card-age': {
      display: 'flex',
      alignItems: 'center',
      gap: 4,
      ...typography.caption,
      color: palette.text.secondary,
    },
    '& .book-card-age svg': { fontSize: 16 },
    '& .book-card-name': { ...typography.h6, margin: 0, fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' },
    '& .book-card-authors': {
      ...typography.body2,
      margin: theme.spacing(0.25, 0, 0),
      color: palette.text.secondary,
      overflowWrap: 'anywhere',
    },
    '& .book-card-out': { color: palette.error.dark },
    '& .book-card-description': {
      ...typography.body2,
      margin: 0,
      flex: 1,
      color: palette.text.secondary,
      overflowWrap: 'anywhere',
    },
    '& .book-card-sku': { ...typography.caption, color: palette.text.secondary },
    '& .book-card-stock': { ...typography.caption, fontWeight: 600 },
    '& .book-card-labels': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.75) },
    '& .book-card-label': { ...chip, color: palette.text.primary, backgroundColor: alpha(palette.primary.main, 0.08) },
    '& .book-card-label svg': { fontSize: 18, color: palette.text.secondary },
    '& .book-card-price': { ...typography.h6, margin: 0, color: palette.secondary.dark, fontWeight: 800 },
    '& .book-card-fold': {
      position: 'absolute',
      top: 0,
      right: 0,
      zIndex: 2,
      width: 34,
      height: 34,
      pointerEvents: 'none',
      background: `linear-gradient(225deg, ${palette.background.default} 50%, ${palette.surface.dogEar} 50%)`,
      boxShadow: '-2px 2px 4px rgba(0,0,0,0.12)',
      borderBottomLeftRadius: 6,
    },
    '& .book-card-banner': {
      position: 'absolute',
      zIndex: 2,
      top: 16,
      left: 0,
      right: 0,
      margin: '0 auto',
      width: 'fit-content',
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(0.75),
      padding: theme.spacing(0.75, 2),
      borderRadius: 20,
      backgroundColor: palette.error.dark,
      color: palette.common.white,
      fontWeight: 700,
      boxShadow: theme.shadows[2],
    },
  };
});

function CardBody({
  book,
  headingLevel: Heading,
  eager,
}: Required<Pick<BookCardProps, 'headingLevel' | 'eager'>> & { book: Book }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const categoryName = useCategoryName();
  return (
    <>
      <div className="book-card-cover">
        <img
          src={book.image}
          alt={_('common.book.coverAlt', { name: book.name })}
          width={COVER.width}
          height={COVER.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </div>
      <div className="book-card-text">
        <div className="book-card-row">
          <span className="book-card-category">{categoryName(book.category)}</span>
          <span className="book-card-age">
            <AccessTimeIcon aria-hidden />
            <TimeAgo iso={book.createdAt} />
          </span>
        </div>
        <div>
          <Heading className="book-card-name" title={book.name}>
            {cutText(book.name, TEXT_CUTS.cardName)}
          </Heading>
          {book.authors.length > 0 && (
            <p className="book-card-authors" data-testid="book-authors">
              {_('common.book.byAuthors', { authors: book.authors.join(', ') })}
            </p>
          )}
        </div>
        <p className="book-card-description" data-testid="book-description">
          {cutText(book.description, TEXT_CUTS.cardDescription)}
        </p>
        <div className="book-card-row book-card-facts">
          <span className="book-card-sku">
            {_('common.book.sku')} <span data-testid="book-sku">{firstChars(book.sku, TEXT_CUTS.cardSku)}</span>
          </span>
          {book.stock > 0 ? (
            <span className="book-card-stock">
              {_('common.book.stock', { count: localDigits(String(book.stock), language) })}
            </span>
          ) : (
            <span className="book-card-stock book-card-out" data-testid="book-out-of-stock">
              {_('common.book.outOfStock')}
            </span>
          )}
        </div>
        <div className="book-card-labels">
          <span className="book-card-label">
            <VerifiedUserOutlinedIcon aria-hidden />
            {_(CARD_LABELS[0])}
          </span>
          <span className="book-card-label">
            <Inventory2OutlinedIcon aria-hidden />
            {_(CARD_LABELS[1])}
          </span>
        </div>
        <p className="book-card-price" data-testid="book-price">
          {formatTaka(book.price, language)}
        </p>
      </div>
    </>
  );
}

/**
 * SPEC.md's book card. Available: the whole card is one link to /books/{id} (click, Enter).
 * Purchased: dimmed, 'Already Purchased' with a restricted icon, no folded corner, and no link at all.
 * Not known yet (null): the card's body alone, neither a link nor the banner, until the purchases are known.
 *
 * The body is the same element in every state and the link is laid over it (a "stretched link"): when the state
 * becomes known after hydration, React adds the link or the banner beside the body instead of building the body,
 * cover included, again.
 */
export const BookCard = memo(function BookCard({
  book,
  purchased = false,
  headingLevel = 'h3',
  eager = false,
}: BookCardProps) {
  const { _ } = useLingui();
  const language = useLanguage();
  const categoryName = useCategoryName();
  const body = (
    <div key="content" className="book-card-content" data-testid="book-card-content">
      <CardBody book={book} headingLevel={headingLevel} eager={eager} />
    </div>
  );
  if (purchased === null) return <CardFrame aria-busy="true">{body}</CardFrame>;
  if (purchased) {
    return (
      <CardFrame data-purchased="true">
        <div key="banner" className="book-card-banner" data-testid="purchased-banner">
          <BlockIcon fontSize="small" aria-hidden />
          {_('common.book.alreadyPurchased')}
        </div>
        {/* The cover is dimmed, not the text: a half-transparent card failed contrast (2.2:1, Lighthouse). */}
        {body}
      </CardFrame>
    );
  }
  return (
    <CardFrame>
      <div key="fold" className="book-card-fold" data-testid="folded-corner" aria-hidden />
      {body}
      <CardActionArea
        key="link"
        component={RouterLink}
        to={`/books/${book._id}`}
        aria-label={[
          book.name,
          book.authors.length > 0 ? _('common.book.byAuthors', { authors: book.authors.join(', ') }) : null,
          categoryName(book.category),
          formatTaka(book.price, language),
          book.stock > 0 ? null : _('common.book.outOfStock'),
        ]
          .filter(Boolean)
          .join(', ')}
        className="book-card-link"
      />
    </CardFrame>
  );
});

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

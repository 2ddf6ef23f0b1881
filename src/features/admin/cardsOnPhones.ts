import { visuallyHidden } from '../../lib/a11y';

/** Columns whose cells speak for themselves on a phone's card (a cover, buttons). */
const UNLABELLED = new Set(['admin.column.image', 'admin.column.action', 'admin.column.actions']);

/**
 * Below 600 px each row is a card: the header is hidden from sight (kept for screen readers), every cell is a line
 * labelled with its column (from the header's names, by position), and the actions are in view, not off to the side.
 */
export function cardsOnPhones(columns: readonly { key: string; label: string }[]) {
  const labels = Object.fromEntries(
    columns.flatMap(({ key, label: column }, index) =>
      UNLABELLED.has(key)
        ? []
        : [
            [
              `& tbody td:nth-of-type(${index + 1}):not([colspan])::before`,
              { content: JSON.stringify(`${column}: `), fontWeight: 700, color: 'text.secondary' },
            ],
          ],
    ),
  );
  return {
    '@media (max-width: 599.95px)': {
      '& thead': visuallyHidden,
      '& tbody tr': {
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        py: 1.5,
        px: 2,
        borderBottom: 1,
        borderColor: 'divider',
      },
      '& tbody td': { display: 'block', border: 0, p: 0, minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' },
      ...labels,
    },
  };
}

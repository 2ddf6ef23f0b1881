import type { ReactNode } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { ErrorState } from '../../components/ErrorState';
import { Loading } from '../../components/Loading';

interface PageQuery<T> {
  data?: { result: T[]; limit: number };
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface Props<T> {
  /** The table's accessible name. */
  label: string;
  columns: string[];
  query: PageQuery<T>;
  /** What an empty page says (no match for the search, or nothing yet). */
  empty: string;
  /** The rows shown (the 7-row toggle's cut of the page), given the loaded page. */
  children: (page: { result: T[]; limit: number }) => ReactNode;
  /** Below the table: the 'See More' / 'See Less' toggle. */
  footer?: ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}

const UNLABELLED = new Set(['Image', 'Action', 'Actions']);

/**
 * Below 600 px each row is a card: the header is hidden from sight (kept for screen readers), every cell is a line
 * labelled with its column (from the header's names, by position), and the actions are in view, not off to the side.
 */
function cardsOnPhones(columns: readonly string[]) {
  const labels = Object.fromEntries(
    columns.flatMap((column, index) =>
      UNLABELLED.has(column)
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
      '& thead': {
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      },
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

/**
 * A page of one of the panel's lists as a table: loading, error with retry, the header row, an empty row, and the
 * rows the page renders; it fades while a new page or search is fetched and scrolls sideways on a phone.
 */
export function AdminTable<T>({ label, columns, query, empty, children, footer, minWidth = 600 }: Props<T>) {
  const { data, isLoading, isFetching, isError, refetch } = query;
  if (isLoading) return <Loading minHeight={200} />;
  if (isError || !data) return <ErrorState onRetry={() => void refetch()} />;
  return (
    <>
      <TableContainer component={Paper} sx={{ opacity: isFetching ? 0.6 : 1 }}>
        <Table size="small" aria-label={label} sx={{ minWidth: { xs: 0, sm: minWidth }, ...cardsOnPhones(columns) }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {children(data)}
            {data.result.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>{empty}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {footer}
    </>
  );
}

import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { ErrorState } from '../../components/ErrorState';
import { Loading } from '../../components/Loading';
import { cardsOnPhones } from './cardsOnPhones';

/** The part of an RTK Query list hook's state the table reads. */
interface ListQueryState<T> {
  data?: { result: T[]; limit: number };
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface Props<T> {
  /** The table's accessible name. */
  label: string;
  /** The columns' catalogue keys (admin.column.*), in order. */
  columns: string[];
  query: ListQueryState<T>;
  /** What an empty page says (no match for the search, or nothing yet). */
  empty: string;
  /** The rows shown (the 7-row toggle's cut of the page), given the loaded page. */
  children: (page: { result: T[]; limit: number }) => ReactNode;
  /** Below the table: the 'See More' / 'See Less' toggle. */
  footer?: ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}

/**
 * A page of one of the panel's lists as a table: loading, error with retry, the header row, an empty row, and the
 * rows the page renders; it fades while a new page or search is fetched and scrolls sideways on a phone.
 */
export function AdminTable<T>({ label, columns, query, empty, children, footer, minWidth = 600 }: Props<T>) {
  const { _ } = useLingui();
  const { data, isLoading, isFetching, isError, refetch } = query;
  const named = columns.map((key) => ({ key, label: _(key) }));
  if (isLoading) return <Loading minHeight={200} />;
  if (isError || !data) return <ErrorState onRetry={() => void refetch()} />;
  return (
    <>
      <TableContainer component={Paper} sx={{ opacity: isFetching ? 0.6 : 1 }}>
        <Table size="small" aria-label={label} sx={{ minWidth: { xs: 0, sm: minWidth }, ...cardsOnPhones(named) }}>
          <TableHead>
            <TableRow>
              {named.map((column) => (
                <TableCell key={column.key}>{column.label}</TableCell>
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

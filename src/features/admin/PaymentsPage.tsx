import { useState } from 'react';
import { Alert, Box, Chip, Pagination, TableCell, TableRow, Typography } from '@mui/material';
import { formatDateTime } from '../../lib/format';
import { usePaymentFindingsQuery } from './adminApi';
import { AdminTable } from './AdminTable';
import { FINDING_LABELS, moneyText } from './moneyText';
import { PageHeading } from './PageHeading';

/** The reconciliation view: what the periodic payment pass found at the gateway and the action it took. */
export function PaymentsPage() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = usePaymentFindingsQuery(
    { page },
    { pollingInterval: 30_000 },
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <Box>
      <PageHeading>{moneyText.paymentsTitle}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {moneyText.paymentsIntro}
      </Typography>
      {data && data.processingRefunds > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {moneyText.paymentsProcessing(data.processingRefunds)}
        </Alert>
      )}
      <AdminTable
        label={moneyText.paymentsTitle}
        columns={['When', 'Found', 'Transaction', 'Detail', 'Action taken']}
        minWidth={760}
        query={{ data, isLoading, isFetching, isError, refetch }}
        empty={moneyText.paymentsNone}
      >
        {(loaded) =>
          (loaded.result as NonNullable<typeof data>['result']).map((finding) => (
            <TableRow key={finding.id} data-testid="finding-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(finding.at)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={FINDING_LABELS[finding.kind] ?? finding.kind}
                  color={finding.kind.includes('mismatch') || finding.kind.includes('failed') ? 'error' : 'default'}
                />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{finding.tranId}</TableCell>
              <TableCell>{finding.detail}</TableCell>
              <TableCell>{finding.action}</TableCell>
            </TableRow>
          ))
        }
      </AdminTable>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={page}
          onChange={(_e, next) => setPage(next)}
          aria-label="Payment findings pages"
        />
      )}
    </Box>
  );
}

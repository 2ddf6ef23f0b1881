import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { Alert, Box, Chip, Pagination, TableCell, TableRow, Typography } from '@mui/material';
import { formatCount, formatDateTime } from '../../../domain/format';
import { useLanguage } from '../../lib/i18n';
import { usePaymentFindingsQuery } from './adminApi';
import { AdminTable } from './AdminTable';
import { FINDING_KEYS } from './moneyText';
import { PageHeading } from './PageHeading';

/** The reconciliation view: what the periodic payment pass found at the gateway and the action it took. */
export function PaymentsPage() {
  const { _ } = useLingui();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = usePaymentFindingsQuery(
    { page },
    { pollingInterval: 30_000 },
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <Box>
      <PageHeading>{_('admin.payments.title')}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {_('admin.payments.intro')}
      </Typography>
      {data && data.processingRefunds > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {_('admin.payments.processing', {
            count: data.processingRefunds,
            countText: formatCount(data.processingRefunds, language),
          })}
        </Alert>
      )}
      <AdminTable
        label={_('admin.payments.title')}
        columns={[
          'admin.column.when',
          'admin.column.found',
          'admin.column.transaction',
          'admin.column.detail',
          'admin.column.actionTaken',
        ]}
        minWidth={760}
        query={{ data, isLoading, isFetching, isError, refetch }}
        empty={_('admin.payments.none')}
      >
        {(loaded) =>
          (loaded.result as NonNullable<typeof data>['result']).map((finding) => (
            <TableRow key={finding.id} data-testid="finding-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(finding.at, language)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={finding.kind in FINDING_KEYS ? _(FINDING_KEYS[finding.kind]) : finding.kind}
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
          aria-label={_('admin.payments.pages')}
        />
      )}
    </Box>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { Box, Button, Card, CardActions, CardContent, Grid, Paper, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { ErrorState } from '../../components/ErrorState';
import { Loading } from '../../components/Loading';
import { formatCount, formatTaka } from '../../../domain/format';
import { useLanguage } from '../../lib/i18n';
import { useAdminSummaryQuery } from './adminApi';
import { PageHeading } from './PageHeading';

// @mui/x-charts is loaded only when the dashboard shows its chart.
const PaidPerDayChart = lazy(() => import('./PaidPerDayChart'));

interface Stat {
  /** English name, for the test id only. */
  id: string;
  title: string;
  value: ReactNode;
  to?: string;
  color: string;
}

function StatCard({ id, title, value, to, color }: Stat) {
  const { _ } = useLingui();
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderTop: 4, borderColor: color }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="subtitle2" component="h2" color="text.secondary">
          {title}
        </Typography>
        <Typography
          variant="h4"
          component="p"
          sx={{ fontWeight: 700, fontFamily: (theme) => theme.typography.fontFamily }}
          data-testid={`stat-${id}`}
        >
          {value}
        </Typography>
      </CardContent>
      {to && (
        <CardActions>
          <Button
            component={RouterLink}
            to={to}
            size="small"
            endIcon={<ArrowForwardIcon />}
            aria-label={_('admin.dashboard.moreInfoLabel', { title })}
          >
            {_('admin.dashboard.moreInfo')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** Totals with links to their pages, revenue, orders awaiting confirmation, and paid orders per day. */
export function DashboardPage() {
  const { _ } = useLingui();
  const language = useLanguage();
  const { data, isLoading, isError, refetch } = useAdminSummaryQuery();
  if (isLoading) return <Loading />;
  if (isError || !data) return <ErrorState onRetry={refetch} />;
  const count = (n: number) => formatCount(n, language);
  const cards: Stat[] = [
    {
      id: 'Total Users',
      title: _('admin.dashboard.totalUsers'),
      value: count(data.totalUsers),
      to: '/cpanel/musers',
      color: 'primary.main',
    },
    {
      id: 'Total Books',
      title: _('admin.dashboard.totalBooks'),
      value: count(data.totalBooks),
      to: '/cpanel/mbooks',
      color: 'success.main',
    },
    {
      id: 'Total Orders',
      title: _('admin.dashboard.totalOrders'),
      value: count(data.totalOrders),
      to: '/cpanel/morders',
      color: 'warning.main',
    },
    {
      id: 'Total Contacts',
      title: _('admin.dashboard.totalContacts'),
      value: count(data.totalContacts),
      to: '/cpanel/mcontacts',
      color: 'error.main',
    },
    {
      id: 'Revenue',
      title: _('admin.dashboard.revenue'),
      value: formatTaka(data.revenuePaisa / 100, language),
      color: 'secondary.main',
    },
    {
      id: 'Awaiting Confirmation',
      title: _('admin.dashboard.awaiting'),
      value: count(data.awaitingConfirmation),
      to: '/cpanel/morders',
      color: 'info.main',
    },
  ];
  return (
    <Box>
      <PageHeading>{_('admin.dashboard.title')}</PageHeading>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {cards.map((card) => (
          <Grid key={card.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <StatCard {...card} />
          </Grid>
        ))}
      </Grid>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {_('admin.dashboard.chartTitle')}
        </Typography>
        <Suspense fallback={<Loading minHeight={300} label={_('admin.dashboard.chartLoading')} />}>
          <PaidPerDayChart days={data.paidPerDay} />
        </Suspense>
      </Paper>
    </Box>
  );
}

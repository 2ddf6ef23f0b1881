import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardActions, CardContent, Grid, Paper, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { ErrorState } from '../../components/ErrorState';
import { Loading } from '../../components/Loading';
import { formatTaka } from '../../lib/format';
import { useAdminSummaryQuery } from './adminApi';
import { PageHeading } from './PageHeading';

// @mui/x-charts is loaded only when the dashboard shows its chart.
const PaidPerDayChart = lazy(() => import('./PaidPerDayChart'));

function StatCard({ title, value, to, color }: { title: string; value: ReactNode; to?: string; color: string }) {
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
          data-testid={`stat-${title}`}
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
            aria-label={`More Info: ${title}`}
          >
            More Info
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** Totals with links to their pages, revenue, orders awaiting confirmation, and paid orders per day. */
export function DashboardPage() {
  const { data, isLoading, isError, refetch } = useAdminSummaryQuery();
  if (isLoading) return <Loading />;
  if (isError || !data) return <ErrorState onRetry={refetch} />;
  const cards = [
    { title: 'Total Users', value: data.totalUsers, to: '/cpanel/musers', color: 'primary.main' },
    { title: 'Total Books', value: data.totalBooks, to: '/cpanel/mbooks', color: 'success.main' },
    { title: 'Total Orders', value: data.totalOrders, to: '/cpanel/morders', color: 'warning.main' },
    { title: 'Total Contacts', value: data.totalContacts, to: '/cpanel/mcontacts', color: 'error.main' },
    { title: 'Revenue', value: formatTaka(data.revenuePaisa / 100), color: 'secondary.main' },
    { title: 'Awaiting Confirmation', value: data.awaitingConfirmation, to: '/cpanel/morders', color: 'info.main' },
  ];
  return (
    <Box>
      <PageHeading>Dashboard</PageHeading>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {cards.map((card) => (
          <Grid key={card.title} size={{ xs: 12, sm: 6, lg: 4 }}>
            <StatCard {...card} />
          </Grid>
        ))}
      </Grid>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Paid orders and revenue, last 30 days
        </Typography>
        <Suspense fallback={<Loading minHeight={300} label="Loading the chart…" />}>
          <PaidPerDayChart days={data.paidPerDay} />
        </Suspense>
      </Paper>
    </Box>
  );
}

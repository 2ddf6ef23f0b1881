import { BarChart } from '@mui/x-charts/BarChart';
import { Box } from '@mui/material';
import { formatTaka } from '../../lib/format';
import type { AdminSummary } from '../../../domain/schemas/admin';
import { lastThirtyDays } from './paidPerDay';

/** Paid orders (left axis) and revenue in taka (right axis) per day. Its own chunk: @mui/x-charts is large. */
export default function PaidPerDayChart({ days }: { days: AdminSummary['paidPerDay'] }) {
  const rows = lastThirtyDays(days);
  const totalOrders = rows.reduce((sum, row) => sum + row.orders, 0);
  const totalRevenue = rows.reduce((sum, row) => sum + row.revenue, 0);
  return (
    <Box
      role="figure"
      aria-label={`Paid orders and revenue per day: ${totalOrders} orders, ${formatTaka(totalRevenue)} in 30 days`}
    >
      <BarChart
        height={300}
        dataset={rows}
        xAxis={[{ scaleType: 'band', dataKey: 'date', valueFormatter: (value: string) => value.slice(5) }]}
        yAxis={[
          { id: 'orders', label: 'Orders', tickMinStep: 1 },
          { id: 'revenue', label: 'Revenue (৳)', position: 'right' },
        ]}
        series={[
          { dataKey: 'orders', label: 'Paid orders', yAxisId: 'orders' },
          {
            dataKey: 'revenue',
            label: 'Revenue',
            yAxisId: 'revenue',
            valueFormatter: (value) => formatTaka(value ?? 0),
          },
        ]}
        margin={{ left: 8, right: 8 }}
      />
    </Box>
  );
}

import { BarChart } from '@mui/x-charts/BarChart';
import { Box } from '@mui/material';
import { useLingui } from '@lingui/react';
import { formatCount, formatTaka, localDigits } from '../../../domain/format';
import { useLanguage } from '../../lib/i18n';
import type { AdminSummary } from '../../../domain/schemas/admin';
import { lastThirtyDays } from './paidPerDay';

/** Paid orders (left axis) and revenue in taka (right axis) per day. Its own chunk: @mui/x-charts is large. */
export default function PaidPerDayChart({ days }: { days: AdminSummary['paidPerDay'] }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const rows = lastThirtyDays(days);
  const totalOrders = rows.reduce((sum, row) => sum + row.orders, 0);
  const totalRevenue = rows.reduce((sum, row) => sum + row.revenue, 0);
  return (
    <Box
      role="figure"
      aria-label={_('admin.chart.label', {
        count: totalOrders,
        countText: formatCount(totalOrders, language),
        revenue: formatTaka(totalRevenue, language),
      })}
    >
      <BarChart
        height={300}
        dataset={rows}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'date',
            valueFormatter: (value: string) => localDigits(value.slice(5), language),
          },
        ]}
        yAxis={[
          {
            id: 'orders',
            label: _('admin.chart.ordersAxis'),
            tickMinStep: 1,
            valueFormatter: (value: number) => formatCount(value, language),
          },
          {
            id: 'revenue',
            label: _('admin.chart.revenueAxis'),
            position: 'right',
            valueFormatter: (value: number) => formatCount(value, language),
          },
        ]}
        series={[
          {
            dataKey: 'orders',
            label: _('admin.chart.paidOrders'),
            yAxisId: 'orders',
            valueFormatter: (value) => formatCount(value ?? 0, language),
          },
          {
            dataKey: 'revenue',
            label: _('admin.chart.revenue'),
            yAxisId: 'revenue',
            valueFormatter: (value) => formatTaka(value ?? 0, language),
          },
        ]}
        margin={{ left: 8, right: 8 }}
      />
    </Box>
  );
}

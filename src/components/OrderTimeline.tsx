import { Box, Typography } from '@mui/material';
import type { OrderEventJson } from '../../domain/schemas/orders';
import { useLingui } from '@lingui/react';
import { formatDhakaTime } from '../lib/format';
import { useLanguage } from '../lib/i18n';

/** What each event is called (common namespace). */
const EVENT_MESSAGES: Record<OrderEventJson['type'], string> = {
  created: 'common.orderEvent.created',
  paid: 'common.orderEvent.paid',
  failed: 'common.orderEvent.failed',
  cancelled: 'common.orderEvent.cancelled',
  expired: 'common.orderEvent.expired',
  held: 'common.orderEvent.held',
  accepted: 'common.orderEvent.accepted',
  confirmed: 'common.orderEvent.confirmed',
  refund_requested: 'common.orderEvent.refund_requested',
  refunded: 'common.orderEvent.refunded',
  refund_failed: 'common.orderEvent.refund_failed',
};

/** An order's events, oldest first, each with its Dhaka time: a list a screen reader reads in order. */
export function OrderTimeline({ events, label }: { events: readonly OrderEventJson[]; label: string }) {
  const { _ } = useLingui();
  const language = useLanguage();
  if (events.length === 0) return null;
  return (
    <Box
      component="ol"
      aria-label={label}
      data-testid="order-timeline"
      sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider', pl: 1.5 }}
    >
      {events.map((event, index) => (
        <Box component="li" key={`${event.type}-${index}`} sx={{ position: 'relative', py: 0.25 }}>
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: -19,
              top: 9,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: event.type === 'paid' || event.type === 'confirmed' ? 'success.main' : 'text.disabled',
            }}
          />
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {_(EVENT_MESSAGES[event.type])}
          </Typography>{' '}
          <Typography variant="caption" component="time" dateTime={event.at} sx={{ color: 'text.secondary' }}>
            {formatDhakaTime(event.at, language)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

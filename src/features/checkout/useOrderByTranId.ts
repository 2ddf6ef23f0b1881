import { useEffect, useState } from 'react';
import { api } from '../../store/api';
import { useAppDispatch } from '../../store/hooks';
import { useOrdersQuery } from '../../store/ordersApi';

/** How often a still-pending order is asked for again on the result pages. */
const PENDING_POLL_MS = 3000;
/** The server matches `search` on tran_id; a small page is plenty, and the newest orders come first anyway. */
const LOOKUP_LIMIT = 10;

/**
 * The customer's order for a gateway transaction (GET /orders?search=<tran_id>), polled while it is still pending.
 * Arriving back from the gateway changed orders and stock, so every Orders and Books query refetches: the navbar's
 * My Books, the detail page's 'Already Purchased' and the catalogue's stock update without a reload.
 */
export function useOrderByTranId(tranId: string) {
  const dispatch = useAppDispatch();
  const [pollingInterval, setPollingInterval] = useState(0);
  const query = useOrdersQuery({ search: tranId, limit: LOOKUP_LIMIT }, { skip: !tranId, pollingInterval });
  const order = query.data?.result.find((candidate) => candidate.tran_id === tranId);

  useEffect(() => {
    dispatch(api.util.invalidateTags(['Orders', 'Books']));
  }, [dispatch]);

  const pending = order?.paymentStatus === 'pending';
  useEffect(() => {
    setPollingInterval(pending ? PENDING_POLL_MS : 0);
  }, [pending]);

  return { order, isLoading: query.isLoading, isError: query.isError, refetch: query.refetch };
}

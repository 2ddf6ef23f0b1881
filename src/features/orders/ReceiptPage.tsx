import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Container,
  Divider,
  GlobalStyles,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { useLingui } from '@lingui/react';
import { formatCount, formatDhakaTime, formatTaka, type Language } from '../../../domain/format';
import { SERVICE_CHARGE_RATE, TAX_RATE } from '../../../domain/pricing';
import type { Receipt } from '../../../domain/schemas/receipts';
import { useAppStore } from '../../store/hooks';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { apiBaseUrl } from '../../lib/apiBaseUrl';
import { useLanguage } from '../../lib/i18n';
import { useReceiptQuery } from '../../store/ordersApi';

/** The receipt's amounts come as '1234.50' (taka from the stored paisa): drawn like every amount of the shop. */
const taka = (amount: string, language: Language) => formatTaka(Number(amount), language);
const percent = (rate: number, language: Language) => `${formatCount(Math.round(rate * 100), language)}%`;

function Row({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        fontWeight: strong ? 800 : 400,
        fontSize: strong ? '1.15rem' : undefined,
      }}
    >
      <Box component="dt" sx={{ color: strong ? 'text.primary' : 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" data-testid={testId} sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    </Box>
  );
}

/**
 * Saves the PDF through a blob: the API wants the bearer token, which a plain link cannot send. `?lang=` asks for
 * the PDF in the page's language, so it reads like the receipt on screen.
 */
function usePdfDownload(receipt: Receipt | undefined, language: Language) {
  const store = useAppStore();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    if (!receipt) return;
    setBusy(true);
    setFailed(false);
    try {
      const address = new URL(`orders/${encodeURIComponent(receipt.orderId)}/receipt.pdf`, apiBaseUrl());
      address.searchParams.set('lang', language);
      const response = await fetch(address, {
        headers: { authorization: `Bearer ${store.getState().auth.accessToken ?? ''}` },
      });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `boipoka-receipt-${receipt.tranId}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { download, busy, failed };
}

/** /receipts/:id — a paid order's receipt, laid out to print on one page, with a PDF download. */
export default function ReceiptPage() {
  const { id = '' } = useParams();
  const { data: receipt, error, isLoading, refetch } = useReceiptQuery(id);
  const { _ } = useLingui();
  const language = useLanguage();
  const pdf = usePdfDownload(receipt, language);
  const missing = Boolean(error && 'status' in error && (error.status === 404 || error.status === 400));

  let content;
  if (isLoading) content = <Skeleton variant="rounded" height={480} aria-label={_('orders.receipt.loading')} />;
  else if (missing)
    content = (
      <EmptyState
        title={_('orders.receipt.notFound')}
        action={
          <Button component={RouterLink} to="/mybooks" variant="contained">
            {_('orders.receipt.goToMyBooks')}
          </Button>
        }
      />
    );
  else if (error || !receipt) content = <ErrorState onRetry={refetch} />;
  else
    content = (
      <Paper
        variant="outlined"
        component="article"
        aria-labelledby="receipt-title"
        sx={{ p: { xs: 2, sm: 4 }, borderRadius: 2, '@media print': { border: 'none', p: 0 } }}
      >
        <Typography variant="h5" component="p" sx={{ fontWeight: 800, color: 'primary.main' }}>
          {_('common.brand.name')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {_('common.shop.address')}
          <br />
          {receipt.shop.email}
        </Typography>
        <Typography id="receipt-title" variant="h6" component="h1" sx={{ mt: 3, mb: 1 }}>
          {_('orders.receipt.title')}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={_('orders.receipt.order')} value={receipt.orderId} />
          <Row label={_('orders.receipt.transactionId')} value={receipt.tranId} testId="receipt-tran-id" />
          <Row
            label={_('orders.receipt.paid')}
            value={_('orders.receipt.dhakaTime', { time: formatDhakaTime(receipt.paidAt, language) })}
          />
          <Row label={_('orders.receipt.customer')} value={receipt.customer.name} />
          <Row label={_('orders.receipt.email')} value={receipt.customer.email} />
          <Row label={_('orders.receipt.phone')} value={receipt.customer.phone} />
          <Row label={_('orders.receipt.address')} value={receipt.customer.address} />
        </Box>
        <Divider sx={{ my: 2 }} />
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={_('orders.receipt.book')} value={receipt.book} strong />
          <Row label={_('orders.receipt.price')} value={taka(receipt.price, language)} />
          <Row
            label={_('orders.receipt.tax', { rate: percent(TAX_RATE, language) })}
            value={taka(receipt.tax, language)}
          />
          <Row
            label={_('orders.receipt.serviceCharge', { rate: percent(SERVICE_CHARGE_RATE, language) })}
            value={taka(receipt.serviceCharge, language)}
          />
          <Row
            label={_('orders.receipt.discount')}
            value={
              receipt.discount === '0.00' ? taka(receipt.discount, language) : `− ${taka(receipt.discount, language)}`
            }
          />
          <Divider sx={{ my: 1 }} />
          <Row
            label={_('orders.receipt.grandTotal')}
            value={taka(receipt.grandTotal, language)}
            strong
            testId="receipt-total"
          />
          <Row label={_('orders.receipt.paymentMethod')} value={receipt.paymentMethod} />
          <Row
            label={_('orders.receipt.delivery')}
            value={_(receipt.deliveryStatus === 'confirmed' ? 'orders.delivery.confirmed' : 'orders.delivery.pending')}
          />
        </Box>
      </Paper>
    );

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      {/* On paper: the receipt alone, no navigation or buttons. */}
      <GlobalStyles styles={{ '@media print': { 'header, footer, nav, .no-print': { display: 'none !important' } } }} />
      {receipt && (
        <Stack className="no-print" direction="row" spacing={1.5} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            onClick={() => void pdf.download()}
            disabled={pdf.busy}
          >
            {_('orders.receipt.pdf')}
          </Button>
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {_('orders.receipt.print')}
          </Button>
          <Button component={RouterLink} to="/mybooks">
            {_('orders.receipt.myBooks')}
          </Button>
        </Stack>
      )}
      {pdf.failed && (
        <Alert severity="error" className="no-print" sx={{ mb: 2 }}>
          {_('orders.receipt.pdfFailed')}
        </Alert>
      )}
      {content}
    </Container>
  );
}

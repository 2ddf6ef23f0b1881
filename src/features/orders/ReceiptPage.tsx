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
import type { Receipt } from '../../../domain/schemas/receipts';
import { useAppStore } from '../../store/hooks';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { apiBaseUrl } from '../../lib/apiBaseUrl';
import { messages } from '../../lib/messages';
import { useReceiptQuery } from '../../store/ordersApi';

const taka = (amount: string) => `৳ ${amount}`;

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

/** Saves the PDF through a blob: the API wants the bearer token, which a plain link cannot send. */
function usePdfDownload(receipt: Receipt | undefined) {
  const store = useAppStore();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    if (!receipt) return;
    setBusy(true);
    setFailed(false);
    try {
      const response = await fetch(new URL(`orders/${encodeURIComponent(receipt.orderId)}/receipt.pdf`, apiBaseUrl()), {
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
  const pdf = usePdfDownload(receipt);
  const missing = Boolean(error && 'status' in error && (error.status === 404 || error.status === 400));

  let content;
  if (isLoading) content = <Skeleton variant="rounded" height={480} aria-label="Loading the receipt" />;
  else if (missing)
    content = (
      <EmptyState
        title={messages.receiptNotFound}
        action={
          <Button component={RouterLink} to="/mybooks" variant="contained">
            Go to My Books
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
          {receipt.shop.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {receipt.shop.address}
          <br />
          {receipt.shop.email}
        </Typography>
        <Typography id="receipt-title" variant="h6" component="h1" sx={{ mt: 3, mb: 1 }}>
          {messages.receiptTitle}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label="Order" value={receipt.orderId} />
          <Row label="Transaction id" value={receipt.tranId} testId="receipt-tran-id" />
          <Row label="Paid" value={receipt.paidAtDhaka} />
          <Row label="Customer" value={receipt.customer.name} />
          <Row label="E-mail" value={receipt.customer.email} />
          <Row label="Phone" value={receipt.customer.phone} />
          <Row label="Address" value={receipt.customer.address} />
        </Box>
        <Divider sx={{ my: 2 }} />
        <Box component="dl" sx={{ m: 0 }}>
          <Row label="Book" value={receipt.book} strong />
          <Row label="Price" value={taka(receipt.price)} />
          <Row label="Tax (5%)" value={taka(receipt.tax)} />
          <Row label="Service charge (3%)" value={taka(receipt.serviceCharge)} />
          <Row
            label="Discount"
            value={receipt.discount === '0.00' ? taka(receipt.discount) : `− ${taka(receipt.discount)}`}
          />
          <Divider sx={{ my: 1 }} />
          <Row label="Grand total" value={taka(receipt.grandTotal)} strong testId="receipt-total" />
          <Row label="Payment method" value={receipt.paymentMethod} />
          <Row
            label="Delivery"
            value={receipt.deliveryStatus === 'confirmed' ? messages.orderEvent.confirmed : messages.deliveryPending}
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
            {messages.receiptPdf}
          </Button>
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {messages.receiptPrint}
          </Button>
          <Button component={RouterLink} to="/mybooks">
            My Books
          </Button>
        </Stack>
      )}
      {pdf.failed && (
        <Alert severity="error" className="no-print" sx={{ mb: 2 }}>
          {messages.receiptPdfFailed}
        </Alert>
      )}
      {content}
    </Container>
  );
}

import { Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useLingui } from '@lingui/react';
import { REVIEW_DISCOUNT_RATE, SERVICE_CHARGE_RATE, TAX_RATE } from '../../../domain/pricing';
import type { CheckoutQuote } from '../../../domain/schemas/checkout';
import { useLanguage } from '../../lib/i18n';
import { formatPaisaTaka, formatPercent } from './money';

/** The server's quote, line by line: price, 5% tax, 3% service charge, the review discount if any, grand total. */
export function BuyingSummary({ quote }: { quote: CheckoutQuote }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const rate = (value: number) => ({ rate: formatPercent(value, language) });
  const lines: Array<{ label: string; paisa: number; minus?: boolean }> = [
    { label: _('checkout.summary.price'), paisa: quote.pricePaisa },
    { label: _('checkout.summary.tax', rate(TAX_RATE)), paisa: quote.taxPaisa },
    { label: _('checkout.summary.serviceCharge', rate(SERVICE_CHARGE_RATE)), paisa: quote.serviceChargePaisa },
  ];
  if (quote.discountPaisa > 0)
    lines.push({
      label: _('checkout.summary.discount', rate(REVIEW_DISCOUNT_RATE)),
      paisa: quote.discountPaisa,
      minus: true,
    });
  return (
    <Paper
      component="section"
      aria-labelledby="summary-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography
        id="summary-heading"
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ mb: 1, color: 'primary.main', outline: 'none' }}
      >
        {_('checkout.summary.title')}
      </Typography>
      <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>{quote.book.name}</Typography>
      <Table size="small" aria-labelledby="summary-heading">
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.label}>
              <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                {line.label}
              </TableCell>
              <TableCell
                align="right"
                sx={{
                  pr: 0,
                  whiteSpace: 'nowrap',
                  color: line.minus ? 'success.dark' : undefined,
                  fontWeight: line.minus ? 700 : undefined,
                }}
              >
                {line.minus ? `− ${formatPaisaTaka(line.paisa, language)}` : formatPaisaTaka(line.paisa, language)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ pl: 0, fontWeight: 800, fontSize: '1.05rem', borderBottom: 0 }}>
              {_('checkout.summary.grandTotal')}
            </TableCell>
            <TableCell
              align="right"
              sx={{ pr: 0, fontWeight: 800, fontSize: '1.05rem', whiteSpace: 'nowrap', borderBottom: 0 }}
            >
              {formatPaisaTaka(quote.grandTotalPaisa, language)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Paper>
  );
}

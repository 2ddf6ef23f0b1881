import { Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { REVIEW_DISCOUNT_RATE, SERVICE_CHARGE_RATE, TAX_RATE } from '../../../domain/pricing';
import type { CheckoutQuote } from '../../../domain/schemas/checkout';
import { formatPaisaTaka } from './money';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** The server's quote, line by line: price, 5% tax, 3% service charge, the review discount if any, grand total. */
export function BuyingSummary({ quote }: { quote: CheckoutQuote }) {
  const lines: Array<{ label: string; paisa: number; minus?: boolean }> = [
    { label: 'Price', paisa: quote.pricePaisa },
    { label: `Tax (${percent(TAX_RATE)})`, paisa: quote.taxPaisa },
    { label: `Service Charge (${percent(SERVICE_CHARGE_RATE)})`, paisa: quote.serviceChargePaisa },
  ];
  if (quote.discountPaisa > 0)
    lines.push({
      label: `Review Discount (${percent(REVIEW_DISCOUNT_RATE)})`,
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
        Buying Summary
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
                {line.minus ? `− ${formatPaisaTaka(line.paisa)}` : formatPaisaTaka(line.paisa)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ pl: 0, fontWeight: 800, fontSize: '1.05rem', borderBottom: 0 }}>
              Grand Total
            </TableCell>
            <TableCell
              align="right"
              sx={{ pr: 0, fontWeight: 800, fontSize: '1.05rem', whiteSpace: 'nowrap', borderBottom: 0 }}
            >
              {formatPaisaTaka(quote.grandTotalPaisa)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Paper>
  );
}

import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useAppSelector } from '../../store/hooks';
import { TextInput } from '../../components/form/TextInput';
import { apiBaseUrl } from '../../lib/apiBaseUrl';

const dhakaDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(date);

/** Manage Orders' CSV export of a date range (Dhaka days): fetched with the session's token, saved as a file. */
export function OrdersExport() {
  const { _ } = useLingui();
  const token = useAppSelector((state) => state.auth.accessToken);
  const today = dhakaDay(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    try {
      const params = new URLSearchParams({ from, to });
      const response = await fetch(`${apiBaseUrl()}admin/orders.csv?${params}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `boipoka-orders-${from}-to-${to}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="orders-export-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="orders-export-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {_('admin.export.title')}
      </Typography>
      <Stack
        component="form"
        onSubmit={download}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextInput
          label={_('admin.export.from')}
          type="date"
          shrinkLabel
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          size="small"
          required
        />
        <TextInput
          label={_('admin.export.to')}
          type="date"
          shrinkLabel
          value={to}
          onChange={(e) => setTo(e.target.value)}
          size="small"
          required
        />
        <Button type="submit" variant="outlined" startIcon={<DownloadIcon />} disabled={busy || !from || !to}>
          {_('admin.export.download')}
        </Button>
      </Stack>
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {_('admin.export.failed')}
        </Alert>
      )}
    </Paper>
  );
}

import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { isEmail } from '../../../domain/validation';
import { TextInput } from '../../components/form/TextInput';
import { useLingui } from '@lingui/react';

/**
 * With the Firebase Auth emulator there is no Google popup (it runs offline): this asks which Google account to
 * sign in as. The emulator then creates the same kind of Google user as production would.
 */
export function EmulatedGoogleDialog({
  open,
  onClose,
  onContinue,
}: {
  open: boolean;
  onClose: () => void;
  onContinue: (account: { email: string; name: string }) => void;
}) {
  const { _ } = useLingui();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError(_('common.validation.emailRequired'));
    if (!isEmail(address)) return setError(_('common.validation.emailInvalid'));
    setError(null);
    onContinue({ email: address, name: name.trim() || address.split('@')[0] });
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="google-emulated-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="google-emulated-title">{_('common.google.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{_('common.google.emulatorText')}</DialogContentText>
          <TextInput
            label={_('common.google.email')}
            type="email"
            name="googleEmail"
            fullWidth
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            sx={{ mb: 1 }}
          />
          <TextInput
            label={_('common.google.name')}
            name="googleName"
            fullWidth
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{_('common.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {_('common.google.continue')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

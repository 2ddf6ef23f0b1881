import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useLingui } from '@lingui/react';
import { TextInput } from '../../components/form/TextInput';
import { useAppDispatch } from '../../store/hooks';
import { useLanguage } from '../../lib/i18n';
import { sendPasswordReset } from './authThunks';
import { signInErrorText } from './authErrors';

/**
 * 'Reset Your Password': one required e-mail field; the reset mail goes out and the same confirmation shows for
 * every address (an unknown one included), so the dialog never tells which e-mails have accounts.
 * The parent remounts it (key) on every opening so it starts from the sign-in form's e-mail.
 */
export function ResetPasswordDialog({
  open,
  initialEmail,
  onClose,
}: {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const { _ } = useLingui();
  const language = useLanguage();
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return; // the browser's required check says why
    setBusy(true);
    setError(null);
    setSentTo(null);
    try {
      await dispatch(sendPasswordReset(address)).unwrap();
      setSentTo(address);
    } catch (caught) {
      setError(signInErrorText(caught, _, language));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reset-password-title">
      <form onSubmit={submit}>
        <DialogTitle id="reset-password-title">{_('auth.reset.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{_('auth.reset.text')}</DialogContentText>
          <TextInput
            label={_('auth.field.email')}
            type="email"
            name="resetEmail"
            required
            fullWidth
            autoFocus
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {sentTo && (
            <Alert severity="success" role="status" sx={{ mt: 2 }}>
              {_('auth.reset.sent', { email: sentTo })}
            </Alert>
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{_('auth.reset.close')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {_('auth.reset.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

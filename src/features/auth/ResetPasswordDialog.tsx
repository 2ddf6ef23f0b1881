import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { TextInput } from '../../components/form/TextInput';
import { useAppDispatch } from '../../store/hooks';
import { messages } from '../../lib/messages';
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
      setError(signInErrorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reset-password-title">
      <form onSubmit={submit}>
        <DialogTitle id="reset-password-title">Reset Your Password</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>We will e-mail you a link to choose a new password.</DialogContentText>
          <TextInput
            label="Email"
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
              {messages.resetEmailSent(sentTo)}
            </Alert>
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Close</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Reset
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useLingui } from '@lingui/react';
import { TextInput } from '../../components/form/TextInput';
import { useToast } from '../../components/toast';
import { formatCount } from '../../../domain/format';
import { UPLOAD_MAX_BYTES } from '../../../domain/limits';
import type { User } from '../../../domain/types';
import { FIELD_MAX, isPhone } from '../../../domain/validation';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useLanguage } from '../../lib/i18n';
import { selectAccessToken, type AuthUser } from '../../store/session';
import { loadAuthThunks } from './loadAuthThunks';
import { roleLabel } from './profileText';
import { ownErrorText } from './authErrors';
import { IMAGE_ACCEPT, uploadImage } from '../../lib/uploadImage';

interface Props {
  open: boolean;
  onClose: () => void;
  user: AuthUser;
  record: User | undefined;
}

/**
 * 'Please Update Your Profile Information': name, phone, photo. The photo goes to POST /images first (with a progress
 * bar), then Firebase's profile and our user record are updated, and the navbar shows the change at once.
 */
export function EditProfileDialog({ open, onClose, user, record }: Props) {
  const dispatch = useAppDispatch();
  const accessToken = useAppSelector(selectAccessToken);
  const { enqueueSnackbar } = useToast();
  const { _ } = useLingui();
  const language = useLanguage();
  const [name, setName] = useState(user.displayName ?? record?.displayName ?? '');
  const [phone, setPhone] = useState(record?.phoneNumber ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  /** The same quick checks as imageFileProblem (src/lib/uploadImage.ts), in the page's language. */
  const imageProblem = (chosen: File): string | null => {
    if (chosen.size > UPLOAD_MAX_BYTES)
      return _('auth.edit.imageTooBig', { mb: formatCount(UPLOAD_MAX_BYTES / 1024 / 1024, language) });
    if (chosen.type && !IMAGE_ACCEPT.split(',').includes(chosen.type)) return _('auth.edit.notAnImage');
    return null;
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const reason = chosen ? imageProblem(chosen) : null;
    setProblem(reason);
    setFile(reason ? null : chosen);
    setProgress(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const displayName = name.trim();
    const contactNumber = phone.trim();
    if (!displayName) return setProblem(_('auth.validation.nameRequired'));
    if (contactNumber && !isPhone(contactNumber)) return setProblem(_('auth.validation.phoneInvalid'));
    const email = user.email!;
    setSaving(true);
    setProblem(null);
    try {
      let imageURL: string | undefined;
      if (file) {
        setProgress(0);
        imageURL = await uploadImage(file, accessToken ?? '', setProgress);
      }
      const session = await loadAuthThunks();
      await dispatch(
        session.updateProfile({
          email,
          displayName,
          ...(contactNumber && { contactNumber }),
          ...(imageURL && { imageURL }),
        }),
      ).unwrap();
      enqueueSnackbar(_('auth.edit.updated'), { variant: 'success' });
      onClose();
    } catch (error) {
      setProblem(ownErrorText(error, _));
      enqueueSnackbar(_('auth.edit.failed'), { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const photo = preview ?? user.photoURL ?? record?.photoURL ?? '/default-avatar.svg';

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="edit-profile-title"
    >
      <form onSubmit={save} noValidate>
        <DialogTitle id="edit-profile-title">{_('auth.edit.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextInput
              label={_('auth.field.displayName')}
              name="displayName"
              required
              fullWidth
              value={name}
              onChange={(event) => setName(event.target.value)}
              htmlInput={{ maxLength: FIELD_MAX.name }}
            />
            <TextInput
              label={_('auth.field.email')}
              name="email"
              fullWidth
              value={user.email ?? ''}
              htmlInput={{ readOnly: true }}
              helperText={_('auth.edit.emailHint')}
            />
            <TextInput
              label={_('auth.field.role')}
              name="role"
              fullWidth
              value={_(roleLabel(record?.role))}
              htmlInput={{ readOnly: true }}
            />
            <TextInput
              label={_('auth.field.phone')}
              name="contactNumber"
              type="tel"
              fullWidth
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              htmlInput={{ inputMode: 'tel', maxLength: FIELD_MAX.phone }}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Avatar
                src={photo}
                alt=""
                sx={{ width: 64, height: 64 }}
                slotProps={{ img: { width: 64, height: 64 } }}
              />
              <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />} disabled={saving}>
                {_('auth.edit.choosePhoto')}
                <input
                  hidden
                  type="file"
                  name="image"
                  accept={IMAGE_ACCEPT}
                  onChange={chooseFile}
                  aria-label={_('auth.edit.photo')}
                />
              </Button>
              {file && (
                <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
                  {file.name}
                </Typography>
              )}
            </Box>
            {progress !== null && (
              <Box>
                <LinearProgress variant="determinate" value={progress} aria-label={_('auth.edit.uploadProgress')} />
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {progress < 100
                    ? _('auth.edit.uploading', { percent: formatCount(progress, language) })
                    : _('auth.edit.uploaded')}
                </Typography>
              </Box>
            )}
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            {_('auth.edit.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {_(saving ? 'auth.edit.saving' : 'auth.edit.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

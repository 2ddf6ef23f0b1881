import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Divider, Menu, MenuItem } from '@mui/material';
import { useToast } from '../../components/toast';
import { loadAuthThunks } from '../../features/auth';
import { useAppDispatch } from '../../store/hooks';
import { useLingui } from '@lingui/react';

interface Props {
  anchorEl: HTMLElement | null;
  isAdmin: boolean;
  onClose: () => void;
}

/** The signed-in user's menu (its own chunk: the first paint does not need MUI's Menu, Popover and Modal). */
export default function AccountMenu({ anchorEl, isAdmin, onClose }: Props) {
  const { _ } = useLingui();
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useToast();
  const signOut = async () => {
    onClose();
    try {
      const session = await loadAuthThunks();
      await dispatch(session.signOut()).unwrap();
      enqueueSnackbar(_('common.toast.signedOut'), { variant: 'success' });
    } catch {
      enqueueSnackbar(_('common.error.somethingWrong'), { variant: 'error' });
    }
  };
  // The control panel is a separate part of the app: open it with a full page load, as SPEC.md says.
  const openControlPanel = (event: MouseEvent) => {
    event.preventDefault();
    window.location.assign('/cpanel');
  };
  return (
    <Menu id="account-menu" anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={onClose}>
      <MenuItem component={RouterLink} to="/profile" onClick={onClose}>
        {_('common.account.profile')}
        {/* An inline label, not a Badge pushed outside the item (the menu's edge clipped it on phones). */}
        <Box
          component="span"
          sx={{
            ml: 1.5,
            px: 0.75,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 12,
            fontWeight: 700,
            lineHeight: '20px',
          }}
        >
          {_('common.account.new')}
        </Box>
      </MenuItem>
      {isAdmin && (
        <MenuItem component="a" href="/cpanel" onClick={openControlPanel}>
          {_('common.account.controlPanel')}
        </MenuItem>
      )}
      <MenuItem component={RouterLink} to="/mybooks" onClick={onClose}>
        {_('common.account.myBooks')}
      </MenuItem>
      <Divider />
      <MenuItem onClick={signOut}>{_('common.account.signOut')}</MenuItem>
    </Menu>
  );
}

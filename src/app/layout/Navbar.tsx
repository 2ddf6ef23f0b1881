import { useState, type MouseEvent } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import {
  AppBar,
  Avatar,
  Badge,
  Box,
  Button,
  Collapse,
  Container,
  Divider,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Toolbar,
  Typography,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useSnackbar } from 'notistack';
import { TEXT_CUTS } from '../../../domain/limits';
import { selectIsAdmin, selectUser, signOut as signOutAction } from '../../features/auth';
import { useAppDispatch, useAppSelector } from '../hooks';
import { firstChars } from '../../lib/format';
import { messages } from '../../lib/messages';

const LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/books', label: 'Books', end: false },
  { to: '/aboutus', label: 'About US', end: false },
  { to: '/contactus', label: 'Contact US', end: false },
];

const navLinkSx = {
  color: 'inherit',
  px: 1.5,
  '&.active': { color: 'secondary.light', boxShadow: 'inset 0 -2px 0 currentColor', borderRadius: 0 },
};

export function Navbar() {
  const user = useAppSelector(selectUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);

  const name = user?.displayName || user?.email || '';
  const shortName = firstChars(name, TEXT_CUTS.navbarDisplayName);
  const closeAll = () => {
    setMenuAnchor(null);
    setMobileOpen(false);
  };
  const signOut = async () => {
    closeAll();
    try {
      await dispatch(signOutAction()).unwrap();
      enqueueSnackbar(messages.signedOut, { variant: 'success' });
    } catch {
      enqueueSnackbar(messages.somethingWrong, { variant: 'error' });
    }
  };
  // The control panel is a separate part of the app: open it with a full page load, as SPEC.md says.
  const openControlPanel = (event: MouseEvent) => {
    event.preventDefault();
    window.location.assign('/cpanel');
  };

  const accountItems = [
    <MenuItem key="profile" component={RouterLink} to="/profile" onClick={closeAll}>
      <Badge badgeContent="New" color="secondary" sx={{ '& .MuiBadge-badge': { right: -28, top: 10 } }}>
        Profile
      </Badge>
    </MenuItem>,
    isAdmin && (
      <MenuItem key="cpanel" component="a" href="/cpanel" onClick={openControlPanel}>
        Control Panel
      </MenuItem>
    ),
    <MenuItem key="mybooks" component={RouterLink} to="/mybooks" onClick={closeAll}>
      My Books
    </MenuItem>,
    <Divider key="divider" />,
    <MenuItem key="signout" onClick={signOut}>
      Sign Out
    </MenuItem>,
  ];

  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: 'primary.main', borderBottom: '1px solid rgba(255,255,255,0.12)' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 60, md: 68 } }}>
          <Box component={RouterLink} to="/" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 'auto' }}>
            <Box component="img" src="/favicon.svg" alt="" width={34} height={34} />
            <Typography component="span" sx={{ fontFamily: 'fontFamilySerif', fontWeight: 700, fontSize: 22 }}>
              Boipoka
            </Typography>
            <Typography component="span" lang="bn" sx={{ opacity: 0.75, fontSize: 15, display: { xs: 'none', sm: 'inline' } }}>
              বইপোকা
            </Typography>
          </Box>

          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}>
            {LINKS.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} end={link.end} sx={navLinkSx}>
                {link.label}
              </Button>
            ))}
            {!user && (
              <Button component={NavLink} to="/signin" variant="contained" color="secondary" sx={{ ml: 1 }}>
                SignIn
              </Button>
            )}
          </Box>

          {user && (
            <>
              <Button
                color="inherit"
                onClick={(event) => setMenuAnchor(event.currentTarget)}
                aria-haspopup="menu"
                aria-expanded={Boolean(menuAnchor)}
                aria-controls={menuAnchor ? 'account-menu' : undefined}
                endIcon={<KeyboardArrowDownIcon />}
                sx={{ ml: 1 }}
              >
                <Avatar src={user.photoURL || '/default-avatar.svg'} alt="" sx={{ width: 32, height: 32, mr: 1 }} slotProps={{ img: { width: 32, height: 32 } }} />
                <Box component="span" data-testid="navbar-user-name">
                  {shortName}
                </Box>
              </Button>
              <Menu id="account-menu" anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
                {accountItems}
              </Menu>
            </>
          )}

          <IconButton
            color="inherit"
            sx={{ display: { md: 'none' } }}
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Toolbar>
      </Container>
      <Collapse in={mobileOpen} sx={{ display: { md: 'none' } }} id="mobile-menu">
        <List component="nav" aria-label="Main" sx={{ pb: 2 }}>
          {LINKS.map((link) => (
            <ListItemButton key={link.to} component={NavLink} to={link.to} end={link.end} onClick={closeAll} sx={{ '&.active': { bgcolor: 'rgba(255,255,255,0.12)' } }}>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
          {!user && (
            <ListItemButton component={NavLink} to="/signin" onClick={closeAll}>
              <ListItemText primary="SignIn" />
            </ListItemButton>
          )}
        </List>
      </Collapse>
    </AppBar>
  );
}

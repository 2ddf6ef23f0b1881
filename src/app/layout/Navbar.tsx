import { lazy, Suspense, useState, type SyntheticEvent } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, IconButton, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { TEXT_CUTS } from '../../../domain/limits';
import { selectIsAdmin, selectUser } from '../../store/session';
import { useAppSelector } from '../../store/hooks';
import { BrandMark } from '../../components/BrandMark';
import { cutText } from '../../lib/format';
import { useHydrating } from '../../lib/serverPage';
import { LanguageSwitch } from '../../components/layout/LanguageSwitch';
import { useLanguage } from '../../lib/i18n';
import { NAV_LINKS } from './navLinks';
import { useLingui } from '@lingui/react';

// The account menu and the phone's menu are not needed for the first paint: each is its own chunk, fetched when
// the pointer or focus reaches its button (or on the press itself).
const loadAccountMenu = () => import('./AccountMenu');
const loadMobileMenu = () => import('./MobileMenu');
const AccountMenu = lazy(loadAccountMenu);
const MobileMenu = lazy(loadMobileMenu);
const DEFAULT_AVATAR = '/default-avatar.svg';

// What MUI's AppBar (position sticky, elevation 0) and Toolbar draw here, as plain boxes: AppBar brings Paper along,
// and neither is needed for anything else on the first paint. (AppBar's focus-ring variable applies only to a theme
// with `focusVisible`, which this one does not set.)
const appBarSx = {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'sticky',
  zIndex: 'appBar',
  top: 0,
  left: 'auto',
  right: 0,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  borderBottom: '1px solid rgba(255,255,255,0.12)',
} as const;
const toolbarSx = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  minHeight: { xs: 60, md: 68 },
};

const navLinkSx = {
  color: 'inherit',
  px: 1.5,
  '&.active': { color: 'secondary.light', boxShadow: 'inset 0 -2px 0 currentColor', borderRadius: 0 },
};

export function Navbar() {
  const { _ } = useLingui();
  const language = useLanguage();
  const user = useAppSelector(selectUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  // Each menu stays mounted from its first opening on, so closing plays its transition and returns focus.
  const [menuUsed, setMenuUsed] = useState(false);
  const [mobileUsed, setMobileUsed] = useState(false);

  // A page the server drew is the same for every browser (domain/screens.ts): neither the sign-in link nor the account
  // button is drawn until the browser has taken the page over and knows which it is; their place is kept.
  const hydrating = useHydrating();
  const account = hydrating ? null : user;
  const name = account?.displayName || account?.email || '';
  const shortName = cutText(name, TEXT_CUTS.navbarDisplayName, '…');
  const closeAll = () => {
    setMenuAnchor(null);
    setMobileOpen(false);
  };
  const showDefaultAvatar = (event: SyntheticEvent<HTMLImageElement>) => {
    if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR)) event.currentTarget.src = DEFAULT_AVATAR;
  };

  return (
    <Box component="header" sx={appBarSx}>
      <Container maxWidth="lg">
        <Box sx={toolbarSx}>
          <Box
            component={RouterLink}
            to="/"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 'auto' }}
          >
            <BrandMark size={34} />
            <Typography component="span" sx={{ fontFamily: 'fontFamilySerif', fontWeight: 700, fontSize: 22 }}>
              {_('common.brand.name')}
            </Typography>
            <Typography
              component="span"
              lang={language === 'bn' ? 'en' : 'bn'}
              sx={{ opacity: 0.75, fontSize: 15, display: { xs: 'none', sm: 'inline' }, fontFamily: 'fontFamilyBrand' }}
            >
              {_('common.brand.alternate')}
            </Typography>
          </Box>

          <Box
            component="nav"
            aria-label={_('common.nav.main')}
            sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}
          >
            {NAV_LINKS.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} end={link.end} sx={navLinkSx}>
                {_(link.label)}
              </Button>
            ))}
            <LanguageSwitch sx={{ ml: 0.5 }} />
            {hydrating && <Box aria-hidden data-testid="navbar-account-pending" sx={{ ml: 1, width: 82 }} />}
            {!hydrating && !user && (
              <Button component={NavLink} to="/signin" variant="contained" color="secondary" sx={{ ml: 1 }}>
                {_('common.nav.signIn')}
              </Button>
            )}
          </Box>

          {account && (
            <>
              <Button
                color="inherit"
                onClick={(event) => {
                  setMenuUsed(true);
                  setMenuAnchor(event.currentTarget);
                }}
                onPointerEnter={() => void loadAccountMenu()}
                onFocus={() => void loadAccountMenu()}
                aria-haspopup="menu"
                aria-expanded={Boolean(menuAnchor)}
                aria-controls={menuAnchor ? 'account-menu' : undefined}
                endIcon={<KeyboardArrowDownIcon />}
                sx={{ ml: 1 }}
              >
                <Box
                  component="img"
                  src={account?.photoURL || DEFAULT_AVATAR}
                  onError={showDefaultAvatar}
                  alt=""
                  width={32}
                  height={32}
                  sx={{ width: 32, height: 32, mr: 1, borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
                />
                <Box component="span" data-testid="navbar-user-name">
                  {shortName}
                </Box>
              </Button>
              {menuUsed && (
                <Suspense fallback={null}>
                  <AccountMenu anchorEl={menuAnchor} isAdmin={isAdmin} onClose={() => setMenuAnchor(null)} />
                </Suspense>
              )}
            </>
          )}

          <IconButton
            color="inherit"
            sx={{ display: { md: 'none' } }}
            aria-label={mobileOpen ? _('common.nav.closeMenu') : _('common.nav.openMenu')}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onPointerEnter={() => void loadMobileMenu()}
            onClick={() => {
              setMobileUsed(true);
              setMobileOpen((open) => !open);
            }}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Box>
      </Container>
      {mobileUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={mobileOpen} signedIn={Boolean(user)} onNavigate={closeAll} />
        </Suspense>
      )}
    </Box>
  );
}

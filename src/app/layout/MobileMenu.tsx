import { NavLink } from 'react-router-dom';
import { Collapse, List, ListItemButton, ListItemText } from '@mui/material';
import { LanguageMenuItem } from '../../components/layout/LanguageMenuItem';
import { NAV_LINKS } from './navLinks';
import { useLingui } from '@lingui/react';

interface Props {
  open: boolean;
  signedIn: boolean;
  onNavigate: () => void;
}

/** The phone's navigation list under the app bar (its own chunk, loaded the first time the menu button is pressed). */
export default function MobileMenu({ open, signedIn, onNavigate }: Props) {
  const { _ } = useLingui();
  return (
    <Collapse in={open} appear sx={{ display: { md: 'none' } }} id="mobile-menu">
      <List component="nav" aria-label={_('common.nav.main')} sx={{ pb: 2 }}>
        {NAV_LINKS.map((link) => (
          <ListItemButton
            key={link.to}
            component={NavLink}
            to={link.to}
            end={link.end}
            onClick={onNavigate}
            sx={{ '&.active': { bgcolor: 'rgba(255,255,255,0.12)' } }}
          >
            <ListItemText primary={_(link.label)} />
          </ListItemButton>
        ))}
        {!signedIn && (
          <ListItemButton component={NavLink} to="/signin" onClick={onNavigate}>
            <ListItemText primary={_('common.nav.signIn')} />
          </ListItemButton>
        )}
        <LanguageMenuItem onSwitched={onNavigate} />
      </List>
    </Collapse>
  );
}

import { NavLink } from 'react-router-dom';
import { Collapse, List, ListItemButton, ListItemText } from '@mui/material';
import { NAV_LINKS } from './navLinks';

interface Props {
  open: boolean;
  signedIn: boolean;
  onNavigate: () => void;
}

/** The phone's navigation list under the app bar (its own chunk, loaded the first time the menu button is pressed). */
export default function MobileMenu({ open, signedIn, onNavigate }: Props) {
  return (
    <Collapse in={open} appear sx={{ display: { md: 'none' } }} id="mobile-menu">
      <List component="nav" aria-label="Main" sx={{ pb: 2 }}>
        {NAV_LINKS.map((link) => (
          <ListItemButton
            key={link.to}
            component={NavLink}
            to={link.to}
            end={link.end}
            onClick={onNavigate}
            sx={{ '&.active': { bgcolor: 'rgba(255,255,255,0.12)' } }}
          >
            <ListItemText primary={link.label} />
          </ListItemButton>
        ))}
        {!signedIn && (
          <ListItemButton component={NavLink} to="/signin" onClick={onNavigate}>
            <ListItemText primary="SignIn" />
          </ListItemButton>
        )}
      </List>
    </Collapse>
  );
}

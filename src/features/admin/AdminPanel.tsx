import { useState, type ReactNode } from 'react';
import { NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  AppBar,
  Avatar,
  Box,
  Chip,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import HomeIcon from '@mui/icons-material/Home';
import HistoryIcon from '@mui/icons-material/History';
import PaymentsIcon from '@mui/icons-material/Payments';
import { useAppSelector } from '../../store/hooks';
import NotFound from '../../components/NotFound';
import { useAdminViewerQuery } from './adminApi';
import { DashboardPage } from './DashboardPage';
import { ManageBooks } from './ManageBooks';
import { ManageContacts } from './ManageContacts';
import { ManageOrders } from './ManageOrders';
import { ManageUsers } from './ManageUsers';
import { ActivityPage } from './ActivityPage';
import { PaymentsPage } from './PaymentsPage';

const WIDE = 240;
const NARROW = 64;

/** `label` is a catalogue key. */
const ITEMS: { to: string; label: string; icon: ReactNode; end?: boolean }[] = [
  { to: '/cpanel/addashboard', label: 'admin.nav.dashboard', icon: <DashboardIcon /> },
  { to: '/cpanel/musers', label: 'admin.nav.users', icon: <PeopleIcon /> },
  { to: '/cpanel/mbooks', label: 'admin.nav.books', icon: <MenuBookIcon /> },
  { to: '/cpanel/morders', label: 'admin.nav.orders', icon: <ReceiptLongIcon /> },
  { to: '/cpanel/mcontacts', label: 'admin.nav.contacts', icon: <ContactMailIcon /> },
  { to: '/cpanel/payments', label: 'admin.nav.payments', icon: <PaymentsIcon /> },
  { to: '/cpanel/activity', label: 'admin.nav.activity', icon: <HistoryIcon /> },
  { to: '/', label: 'admin.nav.home', icon: <HomeIcon />, end: true },
];

/** 'Admin' or 'SuperAdmin', from the signed-in user's record (the guard already knows they are an admin). */
function RoleBadge({ compact }: { compact: boolean }) {
  const { _ } = useLingui();
  const email = useAppSelector((state) => state.auth.user?.email ?? null);
  const { data } = useAdminViewerQuery(email ?? skipToken);
  const superadmin = data?.role === 'superadmin';
  const label = superadmin ? _('admin.role.superadmin') : _('admin.role.admin');
  if (compact)
    return (
      <Tooltip title={label} placement="right">
        <Avatar
          aria-label={_('admin.role.badge', { role: label })}
          data-testid="role-badge"
          sx={{
            width: 32,
            height: 32,
            fontSize: 12,
            fontWeight: 700,
            bgcolor: superadmin ? 'secondary.main' : 'primary.main',
          }}
        >
          {superadmin ? _('admin.role.superadminShort') : _('admin.role.adminShort')}
        </Avatar>
      </Tooltip>
    );
  return (
    <Chip
      label={label}
      color={superadmin ? 'secondary' : 'primary'}
      size="small"
      aria-label={_('admin.role.badge', { role: label })}
      data-testid="role-badge"
    />
  );
}

function SidebarItems({ compact, onNavigate }: { compact: boolean; onNavigate?: () => void }) {
  const { _ } = useLingui();
  const location = useLocation();
  const atDashboard = location.pathname === '/cpanel' || location.pathname === '/cpanel/';
  return (
    <List component="nav" aria-label={_('admin.nav.label')}>
      {ITEMS.map((item) => {
        const button = (
          <ListItemButton
            key={item.to}
            component={NavLink}
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={atDashboard && item.to === '/cpanel/addashboard' ? 'active' : undefined}
            sx={{
              minHeight: 48,
              px: 2.5,
              '&.active': { bgcolor: 'action.selected', color: 'primary.main', '& svg': { color: 'primary.main' } },
            }}
          >
            <ListItemIcon sx={{ minWidth: compact ? 0 : 40 }}>{item.icon}</ListItemIcon>
            {!compact && <ListItemText primary={_(item.label)} />}
          </ListItemButton>
        );
        return compact ? (
          <Tooltip key={item.to} title={_(item.label)} placement="right">
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </List>
  );
}

/** The control panel frame: a collapsible sidebar (a drawer on small screens) and the routed page. */
export default function AdminPanel() {
  const { _ } = useLingui();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const compact = wide && collapsed;
  const width = compact ? NARROW : WIDE;

  const sidebar = (
    <>
      <Toolbar sx={{ gap: 1, justifyContent: compact ? 'center' : 'space-between', px: compact ? 1 : 2 }}>
        {!compact && (
          <Typography component="span" sx={{ fontFamily: 'fontFamilySerif', fontWeight: 700, fontSize: 20 }}>
            {_('admin.panel.brand')}
          </Typography>
        )}
        <RoleBadge compact={compact} />
      </Toolbar>
      <Divider />
      <SidebarItems compact={compact} onNavigate={wide ? undefined : () => setDrawerOpen(false)} />
      {wide && (
        <Box sx={{ mt: 'auto', p: 1, display: 'flex', justifyContent: compact ? 'center' : 'flex-end' }}>
          <IconButton
            onClick={() => setCollapsed((value) => !value)}
            aria-label={collapsed ? _('admin.panel.expand') : _('admin.panel.collapse')}
            aria-expanded={!collapsed}
          >
            {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        </Box>
      )}
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'grey.50' }}>
      {wide ? (
        <Drawer
          variant="permanent"
          sx={{
            width,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width, boxSizing: 'border-box', overflowX: 'hidden', transition: 'width 200ms' },
          }}
        >
          {sidebar}
        </Drawer>
      ) : (
        <>
          <AppBar position="fixed" elevation={0}>
            <Toolbar>
              <IconButton
                color="inherit"
                edge="start"
                aria-label={_('admin.panel.openMenu')}
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
              >
                <MenuIcon />
              </IconButton>
              <Typography component="span" sx={{ ml: 1, fontWeight: 700 }}>
                {_('admin.panel.title')}
              </Typography>
            </Toolbar>
          </AppBar>
          <Drawer
            variant="temporary"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            ModalProps={{ keepMounted: true }}
            sx={{ '& .MuiDrawer-paper': { width: WIDE, boxSizing: 'border-box' } }}
          >
            {sidebar}
          </Drawer>
        </>
      )}
      <Box component="main" id="main" sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, sm: 3 }, pt: { xs: 9, md: 3 } }}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="addashboard" element={<DashboardPage />} />
          <Route path="musers" element={<ManageUsers />} />
          <Route path="mbooks" element={<ManageBooks />} />
          <Route path="morders" element={<ManageOrders />} />
          <Route path="mcontacts" element={<ManageContacts />} />
          <Route path="payments" element={<PaymentsPage />} />
          <Route path="activity" element={<ActivityPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Box>
    </Box>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { Alert, Box, Button, Link, Paper, Stack, useTheme } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import { visuallyHidden } from '../../lib/a11y';
import { useNearViewport } from '../../lib/idleAndViewport';

/** How long the live map may take before the drawn map card stays instead. */
export const MAP_TIMEOUT_MS = 6000;

type MapStatus = 'loading' | 'live' | 'offline';

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A drawn map of the area (no downloaded tiles): shown until, or instead of, the live map. */
function StaticMap({ label }: { label: string }) {
  const { palette } = useTheme();
  const { map } = palette;
  const white = palette.common.white;
  const { _ } = useLingui();
  return (
    <Box
      component="svg"
      viewBox="0 0 640 400"
      width={640}
      height={400}
      role="img"
      aria-label={_('contacts.map.drawing', { place: label })}
      sx={{ width: '100%', height: '100%', display: 'block' }}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="640" height="400" fill={map.land} />
      <path
        d="M420 0 C400 80 470 140 440 220 C415 290 470 340 450 400 L520 400 C540 330 490 280 515 210 C545 130 480 70 500 0 Z"
        fill={map.water}
      />
      <rect x="60" y="250" width="150" height="110" rx="10" fill={map.park} />
      <circle cx="560" cy="90" r="50" fill={map.park} />
      <g stroke={white} strokeLinecap="round">
        <path d="M0 170 L640 130" strokeWidth="16" />
        <path d="M0 310 L400 300" strokeWidth="12" />
        <path d="M150 0 L190 400" strokeWidth="14" />
        <path d="M300 0 L330 400" strokeWidth="10" />
        <path d="M0 60 L380 90" strokeWidth="8" />
        <path d="M230 170 L260 300" strokeWidth="6" />
      </g>
      <text x="80" y="305" fontFamily="Arial, sans-serif" fontSize="14" fill={map.parkText}>
        {_('contacts.map.park')}
      </text>
      <text
        x="440"
        y="270"
        fontFamily="Arial, sans-serif"
        fontSize="14"
        fill={map.waterText}
        transform="rotate(-80 440 270)"
      >
        {_('contacts.map.lake')}
      </text>
      <g transform="translate(262 205)">
        <ellipse cx="0" cy="34" rx="18" ry="6" fill="rgba(0,0,0,0.2)" />
        <path
          d="M0 34 C-6 20 -26 4 -26 -14 A26 26 0 0 1 26 -14 C26 4 6 20 0 34 Z"
          fill={palette.secondary.main}
          stroke={white}
          strokeWidth="3"
        />
        <circle cx="0" cy="-14" r="9" fill={white} />
      </g>
      <rect x="196" y="250" width="132" height="28" rx="6" fill={white} />
      <text
        x="262"
        y="269"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="14"
        fontWeight="700"
        fill={palette.primary.main}
      >
        {_('contacts.map.shop')}
      </text>
    </Box>
  );
}

/**
 * The embedded Google map of the shop. It fails gracefully: offline (navigator.onLine false, an 'offline' event,
 * Google unreachable, or no load within MAP_TIMEOUT_MS) the drawn map card stays with an 'Open in Google Maps' link.
 */
export function MapEmbed({ address }: { address: string }) {
  const { _ } = useLingui();
  const query = encodeURIComponent(address);
  const embedUrl = `https://maps.google.com/maps?q=${query}&z=15&output=embed`;
  const openUrl = `https://www.google.com/maps/search/?api=1&query=${query}`;

  const [status, setStatus] = useState<MapStatus>(() => (isOffline() ? 'offline' : 'loading'));
  const [attempt, setAttempt] = useState(0);
  const progress = useRef({ frame: false, reachable: false });
  // The iframe loads lazily, so the clock starts only once the map is (nearly) on screen.
  const frameBox = useRef<HTMLDivElement>(null);
  const visible = useNearViewport(frameBox, '200px');

  const settleIfReady = useCallback(() => {
    if (progress.current.frame && progress.current.reachable) setStatus((s) => (s === 'loading' ? 'live' : s));
  }, []);

  const retry = useCallback(() => {
    if (isOffline()) return;
    progress.current = { frame: false, reachable: false };
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    const goOffline = () => setStatus('offline');
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', retry);
    };
  }, [retry]);

  useEffect(() => {
    if (status !== 'loading' || !visible) return;
    // An iframe's load event fires even for the browser's own error page, so reachability is checked
    // separately with an image from Google (the page's content security policy allows https images).
    const probe = new Image();
    probe.onload = () => {
      progress.current.reachable = true;
      settleIfReady();
    };
    probe.onerror = () => setStatus('offline');
    probe.src = `https://www.google.com/favicon.ico?boipoka=${Date.now()}`;
    const timer = setTimeout(() => setStatus((s) => (s === 'loading' ? 'offline' : s)), MAP_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      probe.onload = null;
      probe.onerror = null;
    };
  }, [status, attempt, visible, settleIfReady]);

  return (
    <Stack spacing={1.5}>
      <Paper
        ref={frameBox}
        variant="outlined"
        sx={{
          position: 'relative',
          overflow: 'hidden',
          aspectRatio: { xs: '4 / 3', md: '16 / 10' },
          bgcolor: 'map.land',
        }}
      >
        <StaticMap label={address} />
        {status !== 'offline' && (
          <Box
            component="iframe"
            key={attempt}
            title={_('contacts.map.title', { place: address })}
            src={embedUrl}
            width={640}
            height={400}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            onLoad={() => {
              progress.current.frame = true;
              settleIfReady();
            }}
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              border: 0,
              opacity: status === 'live' ? 1 : 0,
              transition: 'opacity .3s',
            }}
          />
        )}
      </Paper>
      {status === 'offline' && (
        <Alert
          severity="info"
          role="status"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<RefreshIcon />}
              onClick={retry}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {_('contacts.map.retry')}
            </Button>
          }
        >
          {_('contacts.map.offline')}
        </Alert>
      )}
      <Link
        href={openUrl}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, alignSelf: 'flex-start' }}
      >
        {_('contacts.map.open')} <OpenInNewIcon fontSize="small" aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          {_('contacts.map.newTab')}
        </Box>
      </Link>
    </Stack>
  );
}

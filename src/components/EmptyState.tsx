import type { ReactNode } from 'react';
import { alpha, Box, Typography, useTheme } from '@mui/material';

/** A small drawn illustration: an open book under a magnifying glass (no downloaded art). */
function EmptyIllustration() {
  const { palette, typography } = useTheme();
  const accent = palette.secondary.main;
  const line = palette.primary.main;
  return (
    <Box
      component="svg"
      viewBox="0 0 200 140"
      width={200}
      height={140}
      aria-hidden
      sx={{ maxWidth: '60vw', height: 'auto' }}
    >
      <ellipse cx="100" cy="128" rx="78" ry="8" fill={palette.surface.mist} />
      <path
        d="M20 40 Q60 26 98 40 L98 118 Q60 104 20 118 Z"
        fill={palette.background.paper}
        stroke={line}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M180 40 Q140 26 102 40 L102 118 Q140 104 180 118 Z"
        fill={palette.background.default}
        stroke={line}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <g stroke={palette.surface.slate} strokeWidth="3" strokeLinecap="round">
        <line x1="34" y1="56" x2="84" y2="50" />
        <line x1="34" y1="70" x2="84" y2="64" />
        <line x1="34" y1="84" x2="70" y2="80" />
        <line x1="116" y1="50" x2="166" y2="56" />
        <line x1="116" y1="64" x2="150" y2="68" />
      </g>
      <circle cx="140" cy="86" r="22" fill={alpha(accent, 0.15)} stroke={accent} strokeWidth="5" />
      <line x1="156" y1="102" x2="176" y2="122" stroke={accent} strokeWidth="8" strokeLinecap="round" />
      <text
        x="140"
        y="94"
        textAnchor="middle"
        fontFamily={typography.fontFamilySerif}
        fontSize="22"
        fontWeight="700"
        fill={accent}
      >
        ?
      </text>
    </Box>
  );
}

/** What a list shows when it has nothing: an illustration, a message, an optional hint and action. */
export function EmptyState({
  title,
  hint,
  action,
  illustration = true,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  illustration?: boolean;
}) {
  return (
    <Box
      role="status"
      sx={{ textAlign: 'center', py: { xs: 5, md: 8 }, px: 2, display: 'grid', justifyItems: 'center', gap: 1.5 }}
    >
      {illustration && <EmptyIllustration />}
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {hint && <Typography sx={{ color: 'text.secondary', maxWidth: 460 }}>{hint}</Typography>}
      {action}
    </Box>
  );
}

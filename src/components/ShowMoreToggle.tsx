import { Box, Button } from '@mui/material';
import { useLingui } from '@lingui/react';

export function ShowMoreToggle({
  expanded,
  noun,
  onToggle,
}: {
  expanded: boolean;
  noun: string;
  onToggle: () => void;
}) {
  const { _ } = useLingui();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', my: 2 }}>
      <Button variant="outlined" onClick={onToggle} aria-expanded={expanded}>
        {expanded ? _('common.showLess', { noun }) : _('common.showMore', { noun })}
      </Button>
    </Box>
  );
}

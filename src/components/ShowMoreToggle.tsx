import { Box, Button } from '@mui/material';

export function ShowMoreToggle({
  expanded,
  noun,
  onToggle,
}: {
  expanded: boolean;
  noun: string;
  onToggle: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', my: 2 }}>
      <Button variant="outlined" onClick={onToggle} aria-expanded={expanded}>
        {expanded ? `See Less ${noun}` : `See More ${noun}`}
      </Button>
    </Box>
  );
}

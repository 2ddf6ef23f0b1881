import { Box, Button, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react';

export default function NotFound() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  return (
    <Box
      component="section"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2, py: 8 }}
    >
      <Box>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: 72, md: 120 }, color: 'primary.main' }}>
          {_('common.notFound.title')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mb: 3, color: 'text.secondary' }}>
          {_('common.notFound.text')}
        </Typography>
        <Button variant="contained" size="large" onClick={() => navigate(-1)}>
          {_('common.action.goBack')}
        </Button>
      </Box>
    </Box>
  );
}

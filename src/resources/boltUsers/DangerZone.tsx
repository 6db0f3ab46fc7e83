import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface DangerZoneProps {
  /** The caller leaves, rather than removing someone else. */
  self: boolean;
  busy: boolean;
  onRemove: () => void;
}

/** Taking access away, set apart from the role form. */
export function DangerZone({ self, busy, onRemove }: DangerZoneProps) {
  const translate = useTranslate();
  return (
    <Card sx={{ borderColor: 'error.main' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h2" variant="h5">
            {translate(self ? 'app.boltUsers.leaveHeading' : 'app.boltUsers.removeHeading')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {translate(self ? 'app.boltUsers.leaveHint' : 'app.boltUsers.removeHint')}
          </Typography>
        </Box>
        <Button color="error" variant="outlined" loading={busy} onClick={onRemove}>
          {translate(self ? 'app.boltUsers.leave' : 'app.boltUsers.remove')}
        </Button>
      </CardContent>
    </Card>
  );
}

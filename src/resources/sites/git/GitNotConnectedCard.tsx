import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';

interface GitNotConnectedCardProps {
  /** The git connection wizard of the site. */
  connectPath: string;
  /** The SSH URL of a repository saved on the site whose connection test never passed; null when none is saved. */
  untested: string | null;
}

/**
 * 'No repository connected' with Connect repository (spec 2 §2.4). A repository is connected only
 * once its connection test passed; one the wizard saved before that is named, as not connected.
 */
export function GitNotConnectedCard({ connectPath, untested }: GitNotConnectedCardProps) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <AccountTreeOutlinedIcon color="action" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h3" component="h2" gutterBottom>
          {translate('app.git.none')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3, maxWidth: 440, mx: 'auto' }}>
          {translate('app.git.noneExplain')}
        </Typography>
        {untested && (
          <Alert severity="info" sx={{ mb: 3, maxWidth: 560, mx: 'auto', textAlign: 'left' }}>
            {translate('app.gitConnect.untested', { repository: untested })}
          </Alert>
        )}
        <Button variant="contained" component={Link} to={connectPath}>
          {translate('app.git.connect')}
        </Button>
      </CardContent>
    </Card>
  );
}

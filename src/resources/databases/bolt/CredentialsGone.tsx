import KeyOffIcon from '@mui/icons-material/KeyOff';
import { Box, Button, Card } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';

/** The result page opened without fresh credentials (reloaded, revisited, or typed in). */
export function CredentialsGone({ list }: { list: string }) {
  const translate = useTranslate();
  return (
    <Box>
      <PageHeader title={translate('app.routes.boltDatabaseCreated')} />
      <Card>
        <EmptyState
          icon={<KeyOffIcon />}
          title={translate('resources.boltDatabases.gone.title')}
          text={translate('resources.boltDatabases.gone.text')}
          action={
            <Button component={Link} to={list} variant="contained">
              {translate('resources.boltDatabases.action.back')}
            </Button>
          }
        />
      </Card>
    </Box>
  );
}

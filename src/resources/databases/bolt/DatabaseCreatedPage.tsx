import { Box, Button, Card, CardContent } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useBoltIdParam } from '../../../components/useBoltIdParam';
import { CredentialList } from './CredentialList';
import { CredentialsGone } from './CredentialsGone';
import { createdDatabaseOf } from './database';
import { PasswordNotice } from './PasswordNotice';

/**
 * /databases/create/result: the new database's credentials, once. They arrive in router state and
 * are taken out of the history entry at once, so a reload or a way back cannot show the password again.
 */
export default function DatabaseCreatedPage() {
  const translate = useTranslate();
  const boltId = useBoltIdParam();
  const location = useLocation();
  const navigate = useNavigate();
  const [database] = useState(() => createdDatabaseOf(location.state));
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  const list = `/bolts/${boltId}/databases`;

  if (!database) return <CredentialsGone list={list} />;
  return (
    <Box>
      <PageHeader
        title={translate('app.routes.boltDatabaseCreated')}
        intro={translate('resources.boltDatabases.createdIntro', { name: database.name })}
      />
      <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 760 }}>
        <PasswordNotice />
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <CredentialList database={database} password={database.password} />
          </CardContent>
        </Card>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={Link} to={`${list}/${database.id}`} variant="contained">
            {translate('resources.boltDatabases.action.open')}
          </Button>
          <Button component={Link} to={list}>
            {translate('resources.boltDatabases.action.back')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

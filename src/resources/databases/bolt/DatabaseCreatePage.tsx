import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useBoltIdParam } from '../../../components/useBoltIdParam';
import { DatabaseNameField } from './DatabaseNameField';
import { formErrorOf } from './formError';
import { useCreateDatabase } from './useCreateDatabase';
import { useNameForm } from './useNameForm';
import { FormActions } from '../../../components/forms/FormActions';

/**
 * /databases/create: a name, checked as it is typed; the API makes the server names and the
 * password, which the result page shows once (handed over in router state, never stored).
 */
export default function DatabaseCreatePage() {
  const translate = useTranslate();
  const boltId = useBoltIdParam();
  const navigate = useNavigate();
  const form = useNameForm();
  const [failure, setFailure] = useState<string>();
  const create = useCreateDatabase(boltId);
  const list = `/bolts/${boltId}/databases`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.touch();
    if (!form.valid || create.isPending) return;
    setFailure(undefined);
    create.mutate(form.name.trim(), {
      onSuccess: (database) => navigate(`${list}/create/result`, { state: { database } }),
      onError: (error) => {
        const { field, message } = formErrorOf(error, 'name');
        if (field) form.setServerError(field);
        else setFailure(message);
      },
    });
  };

  return (
    <Box>
      <PageHeader
        title={translate('app.routes.boltDatabaseCreate')}
        intro={translate('resources.boltDatabases.createIntro')}
        back={{ to: list, label: 'resources.boltDatabases.action.back' }}
      />
      <Card component="form" onSubmit={submit} noValidate sx={{ maxWidth: 640 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 2.5 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <DatabaseNameField value={form.name} onChange={form.change} onBlur={form.touch} error={form.error} autoFocus />
          <Typography variant="body2" color="text.secondary">
            {translate('resources.boltDatabases.createHint')}
          </Typography>
          <FormActions>
            <Button type="submit" variant="contained" loading={create.isPending}>
              {translate('resources.boltDatabases.action.create')}
            </Button>
            <Button component={Link} to={list}>
              {translate('ra.action.cancel')}
            </Button>
          </FormActions>
        </CardContent>
      </Card>
    </Box>
  );
}

import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { CreateBase, Form, SaveButton } from 'react-admin';
import { cronjobMessages } from '../../rules/schemas/cronjob';
import { SectionCard } from '../../components/SectionCard';
import { CRON_PAGE_DEFAULTS, cronFormErrors, cronFormValuesOf, type CronFormValues } from './cronForm';
import { CronjobFields } from './CronjobFields';
import { useCronNotify } from './useCronNotify';
import { FormActions } from '../../components/forms/FormActions';

/**
 * Spec 2 §2.7 add form: POST cronjobs naming this site ('cron added'). Fields are checked as they
 * are typed; a 422 puts the API's messages on its fields, any other failure is a notification.
 */
export function CronjobAddCard({ siteId }: { siteId: string }) {
  const { succeeded, failed } = useCronNotify();
  // Each job added starts a new form, back at the page's defaults.
  const [formKey, setFormKey] = useState(0);
  return (
    <SectionCard title="app.siteCronjobs.addTitle" icon={<AddIcon fontSize="small" />}>
      <CreateBase
        key={formKey}
        resource="siteCronjobs"
        record={CRON_PAGE_DEFAULTS}
        transform={(values: CronFormValues) => ({ ...cronFormValuesOf(values), environmentId: siteId })}
        mutationOptions={{
          onSuccess: () => {
            if (succeeded(cronjobMessages.added)) setFormKey((key) => key + 1);
          },
          onError: (error) => failed(error),
        }}
      >
        <Form validate={cronFormErrors} mode="onChange" disableInvalidFormNotification>
          <CronjobFields />
          <FormActions>
            <SaveButton label="app.siteCronjobs.add" icon={<AddIcon />} />
          </FormActions>
        </Form>
      </CreateBase>
    </SectionCard>
  );
}

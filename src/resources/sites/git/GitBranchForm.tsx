import { Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import { useCall } from '../../../dataProvider/useCall';
import { gitBranchSchema, gitMessages } from '../../../rules/schemas/git';
import { zodValidate } from '../../zodValidate';
import { gitKey } from './useGitRepository';
import { FormActions } from '../../../components/forms/FormActions';

const validate = zodValidate(gitBranchSchema);

/**
 * The editable branch with its Update button (spec 2 §2.4): PUT environments/{id}/git, checked by the
 * API's own schema as it is typed. Update stays off until the branch differs from the stored one.
 */
export function GitBranchForm({ envId, branch }: { envId: string; branch: string }) {
  const translate = useTranslate();
  const update = useCall((dataProvider, next: string) => dataProvider.updateGitBranch(envId, next), {
    invalidates: [gitKey(envId)],
    success: 'app.git.updated',
    failure: gitMessages.updateFailed,
  });
  // The form waits for the call; its failure is already toasted.
  const submit = ({ branch: next }: Record<string, unknown>) =>
    update.mutateAsync(String(next).trim()).then(
      () => undefined,
      () => undefined,
    );
  return (
    <Form record={{ branch }} validate={validate} mode="onChange" onSubmit={submit} disableInvalidFormNotification>
      <TextInput
        source="branch"
        label={false}
        helperText={false}
        margin="none"
        slotProps={{ htmlInput: { 'aria-label': translate('app.git.branch') } }}
        fullWidth
      />
      <FormActions>
        <SaveButton label="app.git.update" icon={null} />
      </FormActions>
    </Form>
  );
}

import { useNotify, useTranslate } from 'react-admin';
import { usePrompt } from '../../components/usePrompt';
import { apiCall } from '../../dataProvider/send';
import { cronjobMessages } from '../../rules/schemas/cronjob';
import { cronPayload, type Cronjob } from './useCronjobs';

const failure = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * Spec 2 §2.7, §7, §8: the active toggle sends only active and notifications ('cronjob updated');
 * delete asks for DELETE typed exactly ('cronjob removed').
 */
export function useCronjobActions(onChanged: () => void) {
  const notify = useNotify();
  const translate = useTranslate();
  const prompt = usePrompt();

  const toggle = async (job: Cronjob, active: boolean) => {
    try {
      await apiCall('PATCH', `cronjobs/${job.id}`, cronPayload({ active, notifications: job.notifications }));
      notify(cronjobMessages.toggled, { type: 'success' });
    } catch (error) {
      notify(failure(error, cronjobMessages.updateFailed), { type: 'error' });
    }
    onChanged();
  };

  const remove = async (job: Cronjob) => {
    const answer = await prompt({
      type: 'input',
      title: 'app.siteCronjobs.deleteTitle',
      text: translate('app.siteCronjobs.deleteText', { command: job.command }),
      inputLabel: 'app.siteCronjobs.deleteLabel',
      compare: 'DELETE',
      confirmText: 'ra.action.delete',
      iconName: 'delete',
    });
    if (!answer.confirmed) return;
    try {
      await apiCall('DELETE', `cronjobs/${job.id}`);
      notify(cronjobMessages.removed, { type: 'success' });
    } catch (error) {
      notify(failure(error, cronjobMessages.deleteFailed), { type: 'error' });
    }
    onChanged();
  };

  return { toggle, remove };
}

import { useDelete, useTranslate, useUpdate } from 'react-admin';
import { usePrompt } from '../../components/usePrompt';
import { cronjobMessages } from '../../rules/schemas/cronjob';
import type { Cronjob } from '../../rules/schemas/records/cronjob';
import { useCronNotify } from './useCronNotify';

/**
 * Spec 2 §2.7, §7, §8: the active toggle sends only active and notifications ('cronjob updated');
 * delete asks for DELETE typed exactly ('cronjob removed'). A failure says the API's error text,
 * else the spec's 'could not update/delete cron job'.
 */
export function useCronjobActions() {
  const { succeeded, failed } = useCronNotify();
  const translate = useTranslate();
  const prompt = usePrompt();
  const [update, { isPending: toggling, variables }] = useUpdate<Cronjob>();
  const [remove] = useDelete<Cronjob>();

  const toggle = (job: Cronjob, active: boolean) =>
    update(
      'siteCronjobs',
      { id: job.id, data: { active, notifications: job.notifications }, previousData: job },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => succeeded(cronjobMessages.toggled),
        onError: (error) => failed(error, cronjobMessages.updateFailed),
      },
    );

  const confirmDelete = async (job: Cronjob) => {
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
    await remove(
      'siteCronjobs',
      { id: job.id, previousData: job },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => succeeded(cronjobMessages.removed),
        onError: (error) => failed(error, cronjobMessages.deleteFailed),
      },
    );
  };

  /** The job whose switch is being saved, so its switch waits for the answer. */
  const togglingId = toggling ? variables?.id : undefined;
  return { toggle, confirmDelete, togglingId };
}

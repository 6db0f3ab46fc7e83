import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePrompt } from '../../../components/usePrompt';
import type { SiteAddon } from '../../../dataProvider/calls/siteSettings';
import { useCall } from '../../../dataProvider/useCall';
import { siteKey } from '../siteQueries';

/**
 * Spec 2 §7 DELETE environments/{id}/addons/{name} (staff): an added add-on comes off the site with
 * its set-up, after one confirmation; pausing it (the switch) keeps the set-up.
 */
export function RemoveAddonButton({ envId, addon }: { envId: string; addon: SiteAddon }) {
  const translate = useTranslate();
  const prompt = usePrompt();
  const remove = useCall((dataProvider) => dataProvider.removeAddon(envId, addon.name), {
    invalidates: [siteKey(envId, 'addons')],
    success: 'app.siteAddons.removed',
    failure: 'app.siteAddons.removeFailed',
  });
  const ask = async () => {
    const answer = await prompt({
      title: translate('app.siteAddons.removeTitle', { addon: addon.title }),
      text: 'app.siteAddons.removeText',
      confirmText: 'app.siteAddons.remove',
      iconName: 'delete',
    });
    if (answer.confirmed) remove.mutate(undefined);
  };
  return (
    <Button
      size="small"
      color="error"
      disabled={remove.isPending}
      aria-label={translate('app.siteAddons.removeLabel', { addon: addon.title })}
      onClick={() => void ask()}
    >
      {translate('app.siteAddons.remove')}
    </Button>
  );
}

import { usePanelQuery } from '../../../dataProvider/usePanelQuery';
import { siteKey } from '../siteQueries';

/** The add-on catalogue as the site has it (GET environments/{id}/addons). */
export const useAddons = (envId: string) => usePanelQuery(siteKey(envId, 'addons'), (dataProvider) => dataProvider.siteAddons(envId));

import { usePanelQuery } from '../../../dataProvider/usePanelQuery';
import { siteKey } from '../siteQueries';

/** GET environments/{id}/available-settings: what the PHP page offers and what the site has. */
export const usePhpSettings = (envId: string) => usePanelQuery(siteKey(envId, 'phpSettings'), (dataProvider) => dataProvider.phpSettings(envId));

import { usePanelQuery } from '../../../dataProvider/usePanelQuery';

/** GET bolts/{id}/available-php-versions: the versions the Bolt's sites may use (spec 2 §7), which the version radios offer. */
export const useAvailablePhpVersions = (boltId: string) =>
  usePanelQuery(['bolts', boltId, 'availablePhpVersions'], (dataProvider) => dataProvider.availablePhpVersions(boltId));

import { progressStore } from '../../components/Wizard/progress';
import { DOMAIN_CREATE_VERSION } from './machine';

/** Where "save and quit" keeps the add-domain wizard's progress: one per site, so each site resumes its own. */
export const domainCreateProgress = (siteId: string) => progressStore(`wizard.domainCreate.${siteId}`, DOMAIN_CREATE_VERSION);

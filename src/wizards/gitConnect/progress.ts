import { progressStore } from '../../components/Wizard/progress';
import { GIT_CONNECT_VERSION } from './machine';

/** Where "save and quit" keeps the git connection wizard's progress: one per site, so each site resumes its own. */
export const gitConnectProgress = (siteId: string) => progressStore(`wizard.gitConnect.${siteId}`, GIT_CONNECT_VERSION);

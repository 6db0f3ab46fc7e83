import { progressStore } from '../../components/Wizard/progress';
import { BOLT_CREATE_VERSION } from './machine';

/** Where "save and quit" keeps the Bolt create wizard's progress. */
export const boltCreateProgress = progressStore('wizard.boltCreate', BOLT_CREATE_VERSION);

import { progressStore } from '../../components/Wizard/progress';
import { CDN_SETUP_VERSION } from './machine';

/** Where "save and quit" keeps the CDN wizard's progress (spec 1 §3 client state: customerId, orderId, step). */
export const cdnSetupProgress = progressStore('wizard.cdnSetup', CDN_SETUP_VERSION);

import EventBusyIcon from '@mui/icons-material/EventBusy';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { certificateOrderAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';
import { CertificateOrderList } from './CertificateOrderList';
import { ExpiringSslList } from './ExpiringSslList';

/** Every account's certificate orders (staff, /certificate-orders, over GET admin/certificates). */
export const certificateOrders: ResourceDefinition = {
  name: 'certificate-orders',
  list: CertificateOrderList,
  icon: VerifiedUserOutlinedIcon,
  recordRepresentation: 'domain',
  access: certificateOrderAccess,
};

/** Certificates expiring within 30 days (staff, /expiring-ssl, GET admin/certificates?filter[expiring]=1). */
export const expiringSsl: ResourceDefinition = {
  name: 'expiring-ssl',
  list: ExpiringSslList,
  icon: EventBusyIcon,
  recordRepresentation: 'domain',
  access: certificateOrderAccess,
};

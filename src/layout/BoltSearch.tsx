import { isStaffRole } from '../rules/access';
import { CustomerBoltSearch } from './CustomerBoltSearch';
import { StaffBoltSearch } from './StaffBoltSearch';
import { useRole } from './useRole';

/**
 * Spec 1 §2 Bolt search: customers filter their own Bolts as they type; staff and admins search
 * all Bolts from the Bolt list.
 */
export function BoltSearch({ onNavigate }: { onNavigate?: () => void }) {
  return isStaffRole(useRole()) ? <StaffBoltSearch onNavigate={onNavigate} /> : <CustomerBoltSearch onNavigate={onNavigate} />;
}

import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BoltRole } from '../../rules/boltRoles';

const COLORS: Record<BoltRole, ChipProps['color']> = {
  owner: 'primary',
  partner: 'secondary',
  technical_contact: 'info',
  developer: 'default',
};

/** A person's role in a Bolt; roles with more rights read stronger. */
export function RoleChip({ role }: { role: BoltRole }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={role === 'owner' ? 'filled' : 'outlined'}
      color={COLORS[role]}
      label={translate(`app.boltUsers.roles.${role}.name`)}
    />
  );
}

import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { Avatar, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { initials, type PersonActions } from './memberRules';
import { RoleChip } from './RoleChip';
import { StatusChip } from './StatusChip';
import type { BoltPerson } from './types';

interface PersonRowProps {
  boltId: string;
  person: BoltPerson;
  actions: PersonActions;
  self: boolean;
  onLeave: () => void;
}

/** One person of a Bolt: who, role, status, what the role allows, and the actions the caller may take. */
export function PersonRow({ boltId, person, actions, self, onLeave }: PersonRowProps) {
  const translate = useTranslate();
  return (
    <Box
      component="li"
      aria-label={person.name ?? person.email}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto 1fr', md: 'auto minmax(0, 1.5fr) 230px minmax(0, 1.3fr) auto' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        py: 2,
        px: { xs: 2, sm: 3 },
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Avatar sx={{ width: 40, height: 40, bgcolor: 'action.selected', color: 'primary.main', fontSize: '0.95rem', fontWeight: 700 }}>
        {initials(person)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {person.name ?? translate('app.boltUsers.noName')}
          </Typography>
          {self && (
            <Typography color="text.secondary" sx={{ flexShrink: 0 }}>
              {translate('app.boltUsers.you')}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" noWrap>
          {person.email}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', gridColumn: { xs: '2', md: 'auto' } }}>
        <RoleChip role={person.role} />
        <StatusChip status={person.status} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: { xs: '2', md: 'auto' } }}>
        {translate(`app.boltUsers.roles.${person.role}.short`)}
      </Typography>
      {/* An empty cell keeps the columns of the rows aligned on wide screens; phones skip it. */}
      <Box
        sx={{
          display: { xs: actions.edit || actions.leave ? 'flex' : 'none', md: 'flex' },
          gap: 1,
          gridColumn: { xs: '2', md: 'auto' },
          justifyContent: { md: 'flex-end' },
          minWidth: { md: 96 },
        }}
      >
        {actions.edit && (
          <Button
            component={Link}
            to={`/bolts/${boltId}/users-access/${person.id}/edit`}
            size="small"
            startIcon={<EditOutlinedIcon />}
            aria-label={translate('app.boltUsers.editPerson', { person: person.name ?? person.email })}
          >
            {translate('app.boltUsers.edit')}
          </Button>
        )}
        {actions.leave && (
          <Button size="small" color="error" startIcon={<LogoutIcon />} onClick={onLeave}>
            {translate('app.boltUsers.leave')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

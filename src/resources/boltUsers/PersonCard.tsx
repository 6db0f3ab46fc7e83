import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { initials } from './memberRules';
import { RoleChip } from './RoleChip';
import { StatusChip } from './StatusChip';
import type { BoltPerson } from './types';
import { formatMoment } from '../../rules/dates';

/** Who a person is in a Bolt: name, email, role, status and since when. */
export function PersonCard({ person }: { person: BoltPerson }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar sx={{ width: 48, height: 48, bgcolor: 'action.selected', color: 'primary.main', fontWeight: 700 }}>{initials(person)}</Avatar>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography component="h2" variant="h4">
            {person.name ?? translate('app.boltUsers.noName')}
          </Typography>
          <Typography color="text.secondary">{person.email}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.boltUsers.since', { date: formatMoment(person.createdAt, 'date') })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <RoleChip role={person.role} />
          <StatusChip status={person.status} />
        </Box>
      </CardContent>
    </Card>
  );
}

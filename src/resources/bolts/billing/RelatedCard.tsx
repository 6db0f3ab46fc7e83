import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import StorageIcon from '@mui/icons-material/Storage';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Card, CardContent, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';

interface RelatedCardProps {
  boltId: string;
  dedicated: boolean;
  canTransfer: boolean;
}

/** Where a Bolt's plan page leads on: its people, its ownership and, for dedicated Bolts, storage. */
export function RelatedCard({ boltId, dedicated, canTransfer }: RelatedCardProps) {
  const translate = useTranslate();
  const links = [
    { to: `/bolts/${boltId}/users-access`, Icon: GroupOutlinedIcon, title: 'app.routes.boltUsers', text: 'app.plan.related.users' },
    ...(dedicated
      ? [{ to: `/bolts/${boltId}/change-storage`, Icon: StorageIcon, title: 'app.routes.boltStorage', text: 'app.plan.related.storage' }]
      : []),
    ...(canTransfer
      ? [{ to: `/bolts/${boltId}/transfer`, Icon: SwapHorizIcon, title: 'app.plan.related.transferTitle', text: 'app.plan.related.transfer' }]
      : []),
  ];
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography component="h2" variant="h4" sx={{ px: 1, mb: 1 }}>
          {translate('app.plan.related.title')}
        </Typography>
        <List disablePadding>
          {links.map(({ to, Icon, title, text }) => (
            <ListItem key={to} disablePadding>
              <ListItemButton component={Link} to={to} sx={{ borderRadius: 2, px: 1 }}>
                <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={translate(title)} secondary={translate(text)} slotProps={{ primary: { fontWeight: 600 } }} />
                <ChevronRightIcon color="action" />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

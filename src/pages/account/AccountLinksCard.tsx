import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { SectionCard } from '../../components/SectionCard';

const LINKS = [
  { to: '/user-profile', title: 'app.routes.userProfile', text: 'app.profile.links.userProfile', Icon: BadgeOutlinedIcon },
  { to: '/security-settings', title: 'app.routes.security', text: 'app.profile.links.security', Icon: LockOutlinedIcon },
  { to: '/appearance', title: 'app.routes.appearance', text: 'app.profile.links.appearance', Icon: PaletteOutlinedIcon },
  {
    to: '/delete-account',
    title: 'app.routes.deleteAccount',
    text: 'app.profile.links.deleteAccount',
    Icon: DeleteForeverOutlinedIcon,
    danger: true,
  },
];

/** The account's other settings pages (spec 1 §2 Other), each with what it is for. */
export function AccountLinksCard() {
  const translate = useTranslate();
  return (
    <SectionCard title="app.profile.settingsTitle">
      <List disablePadding sx={{ mx: -1.5 }}>
        {LINKS.map(({ to, title, text, Icon, danger }) => (
          <ListItem key={to} disablePadding>
            <ListItemButton component={Link} to={to} sx={{ borderRadius: 2, px: 1.5, alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 40, mt: 0.75, color: danger ? 'error.main' : 'primary.main' }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={translate(title)}
                secondary={translate(text)}
                slotProps={{ primary: { fontWeight: 600, color: danger ? 'error.main' : undefined } }}
              />
              <ChevronRightIcon fontSize="small" color="action" sx={{ alignSelf: 'center' }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}

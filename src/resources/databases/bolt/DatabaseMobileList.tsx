import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { Link } from 'react-router';
import { sizeText, type Database } from './database';

/** Phones: one row per database with its server name and size. */
export function DatabaseMobileList({ boltId, databases }: { boltId: number; databases: Database[] }) {
  return (
    <List disablePadding>
      {databases.map((database) => (
        <ListItem key={database.id} disablePadding>
          <ListItemButton component={Link} to={`/bolts/${boltId}/databases/${database.id}`} divider>
            <ListItemText
              primary={database.name}
              secondary={`${database.dbName} · ${sizeText(database.size)}`}
              slotProps={{ primary: { fontWeight: 600, noWrap: true }, secondary: { noWrap: true } }}
            />
            <ChevronRightIcon color="action" />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

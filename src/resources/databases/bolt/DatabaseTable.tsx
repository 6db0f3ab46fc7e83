import { Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import { selectColumn } from '../../../components/bulk/selectColumn';
import { NONE, sitesText, sizeText, type Database } from './database';
import { RowLink } from '../../../components/RowLink';

const Col = DataTable.Col<Database>;

/** Server-side names in a fixed-width face, as they are typed into a configuration. */
const mono = (text: string) => (
  <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
    {text}
  </Typography>
);

/** Spec 2 §3 fields as columns, after a box to choose the row for bulk deletion; a row opens the database. */
export function DatabaseTable({ boltId }: { boltId: number }) {
  return (
    <DataTable<Database> rowClick={(id) => `/bolts/${boltId}/databases/${id}`} bulkActionButtons={false}>
      <Col {...selectColumn((record) => record.name)} />
      <Col source="name" render={(record) => <RowLink to={`/bolts/${boltId}/databases/${record.id}`}>{record.name}</RowLink>} />
      <Col source="size" align="right" render={(record) => sizeText(record.size)} />
      <Col source="dbName" render={(record) => mono(record.dbName)} />
      <Col source="dbUser" disableSort render={(record) => mono(record.dbUser)} />
      <Col source="host" disableSort render={(record) => record.host ?? NONE} />
      <Col source="environments" disableSort render={(record) => sitesText(record.environments)} />
    </DataTable>
  );
}

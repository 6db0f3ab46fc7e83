import { Link as MuiLink, Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import { Link } from 'react-router';
import { sshKeyPath, type SiteRef, type SshKey } from './sshKeys';
import { MomentField } from '../../components/MomentField';

const Col = DataTable.Col<SshKey>;

const mono = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.75rem', overflowWrap: 'anywhere' } as const;

/** A page of keys: the name (the comment, else the fingerprint) opens the key; sorted by name, type or date added. */
export function SshKeyTable({ site }: { site?: SiteRef }) {
  return (
    <DataTable<SshKey> bulkActionButtons={false} rowClick={false}>
      <Col
        source="comment"
        label="app.sshKeys.fields.name"
        render={(key) => (
          <>
            <MuiLink component={Link} to={sshKeyPath(key.id, site)} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {key.title}
            </MuiLink>
            <Typography component="div" variant="body2" color="text.secondary" sx={mono}>
              {key.fingerprint}
            </Typography>
          </>
        )}
      />
      <Col source="keyType" label="app.sshKeys.fields.keyType" cellSx={() => ({ whiteSpace: 'nowrap' })} />
      <Col source="createdAt" label="app.sshKeys.fields.createdAt" cellSx={() => ({ whiteSpace: 'nowrap' })}>
        <MomentField source="createdAt" />
      </Col>
    </DataTable>
  );
}

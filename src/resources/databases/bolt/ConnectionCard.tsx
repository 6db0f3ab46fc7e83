import { useTranslate } from 'react-admin';
import { CredentialList } from './CredentialList';
import type { Database } from './database';
import { SectionCard } from './SectionCard';

/** Host, port, database and user to copy; the password is only ever shown on creation. */
export function ConnectionCard({ database }: { database: Database }) {
  const translate = useTranslate();
  return (
    <SectionCard title={translate('resources.boltDatabases.connection.title')} intro={translate('resources.boltDatabases.connection.intro')}>
      <CredentialList database={database} />
    </SectionCard>
  );
}

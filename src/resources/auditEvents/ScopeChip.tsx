import { Chip } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { usePanelQuery } from '../../dataProvider/usePanelQuery';
import type { AuditScopeKey } from './auditScopes';

interface ScopeChipProps {
  scope: AuditScopeKey;
  id: string;
  label: string;
  onDelete: () => void;
}

/** One applied scope, named once its record is read ("Bolt: Acme main shop"), #id until then. */
export function ScopeChip({ scope, id, label, onDelete }: ScopeChipProps) {
  const translate = useTranslate();
  const resource = scope === 'boltId' ? 'bolts' : 'environments';
  const { data: record } = useGetOne(resource, { id }, { enabled: scope !== 'accountId' });
  const { data: account } = usePanelQuery(['accounts', id, 'resource-allocation'], (dataProvider) => dataProvider.resourceAllocation(id), {
    enabled: scope === 'accountId',
  });
  const name = scope === 'accountId' ? account?.account : (record?.title ?? record?.name);
  const text = translate(label, { name: name ?? `#${id}` });
  return (
    <Chip
      label={text}
      onDelete={onDelete}
      color="primary"
      variant="outlined"
      aria-label={translate('app.auditTrail.scope.remove', { scope: text })}
    />
  );
}

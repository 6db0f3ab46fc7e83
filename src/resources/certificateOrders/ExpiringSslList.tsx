import { DataTable, List, SearchInput, SimpleList, useTranslate } from 'react-admin';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import { EXPIRING_WITHIN_DAYS } from '../../rules/certificates';
import { CertificateStatusChip, CertificateTypeField } from './CertificateChips';
import { ExpiresInField } from './ExpiresInField';
import { ExpiringTotal } from './ExpiringTotal';
import { SiteDomainsLink } from './SiteDomainsLink';
import { daysLeft } from './expiry';

const Col = DataTable.Col;

/** filter[expiring]=1: the condition of the navigation's badge (GET admin/count), so both count the same. */
const EXPIRING = { expiring: 1 };

/** Spec 1 §2 /expiring-ssl (staff): certificates that expire within 30 days, the soonest first. */
export const ExpiringSslList = () => {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      filter={EXPIRING}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'expiresAt', order: 'ASC' }}
      empty={false}
    >
      <ExpiringTotal />
      {isSmall ? (
        <SimpleList
          primaryText={(certificate) => certificate.domain}
          secondaryText={(certificate) => certificate.customer ?? ''}
          tertiaryText={(certificate) =>
            certificate.expiresAt ? translate('resources.expiring-ssl.daysLeft', { smart_count: daysLeft(certificate.expiresAt, Date.now()) }) : '-'
          }
          linkType={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false} empty={translate('resources.expiring-ssl.empty', { days: EXPIRING_WITHIN_DAYS })}>
          <Col source="domain" field={SiteDomainsLink} />
          <Col source="customer" />
          <Col source="type" field={CertificateTypeField} />
          <Col source="status" field={CertificateStatusChip} />
          <Col source="expiresAt" field={ExpiresInField} />
        </DataTable>
      )}
    </List>
  );
};

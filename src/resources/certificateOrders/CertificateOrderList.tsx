import { DataTable, List, SimpleList } from 'react-admin';
import { PanelListActions } from '../../components/PanelListActions';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import { useRole } from '../../layout/useRole';
import { certificateStatusLabel } from '../../rules/certificates';
import { CertificateStatusChip, CertificateTypeField } from './CertificateChips';
import { certificateFilters } from './certificateFilters';
import { ReprocessButton } from './ReprocessButton';
import { MomentField } from '../../components/MomentField';

const Col = DataTable.Col;

/**
 * Spec 1 §2 /certificate-orders (staff): every certificate order of every account with its status
 * label (spec 1 §4), filtered by status, searched by domain or customer; admins reprocess a failed one.
 */
export const CertificateOrderList = () => {
  const isSmall = useIsSmall();
  const isAdmin = useRole() === 'admin';
  return (
    <List
      actions={<PanelListActions />}
      filters={certificateFilters('certificate-orders')}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(certificate) => certificate.domain}
          secondaryText={(certificate) => `${certificateStatusLabel(certificate.status)} · ${certificate.customer ?? ''}`}
          // Phones have no actions column: an admin's Reprocess sits at the row's end.
          rightIcon={isAdmin ? () => <ReprocessButton /> : undefined}
          linkType={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <Col source="domain" />
          <Col source="customer" />
          <Col source="type" field={CertificateTypeField} />
          <Col source="status" field={CertificateStatusChip} />
          <Col source="expiresAt">
            <MomentField source="expiresAt" date />
          </Col>
          <Col source="createdAt">
            <MomentField source="createdAt" />
          </Col>
          <Col label="" disableSort align="right">
            <ReprocessButton />
          </Col>
        </DataTable>
      )}
    </List>
  );
};

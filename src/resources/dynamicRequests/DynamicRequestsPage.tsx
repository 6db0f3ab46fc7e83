import { Typography } from '@mui/material';
import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import { formatMillions, formatShare } from '../../rules/dynamicRequests';
import type { DynamicRequest } from '../../rules/schemas/records/dynamicRequests';
import { PlanChip } from '../bolts/PlanChip';
import { BoltLink } from './BoltLink';
import { dynamicRequestFilters } from './dynamicRequestFilters';
import { MillionsField } from './MillionsField';
import { ShareBar } from './ShareBar';

const Col = DataTable.Col;

/**
 * Spec 1 §2 /dynamic-requests (staff): live Bolts ranked by their sites' dynamic requests in the
 * period, against what their plan allows in it, with the share used and the Bolts over it marked.
 */
export default function DynamicRequestsPage() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  const millions = (value: number) => translate('app.dynamicRequests.millions', { value: formatMillions(value) });
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.dynamicRequests.allowanceNote')}
      </Typography>
      <List
        resource="dynamic-requests"
        filters={dynamicRequestFilters}
        filterDefaultValues={{ period: 'month' }}
        perPage={DEFAULT_PER_PAGE}
        pagination={<Pagination />}
        sort={{ field: 'requests', order: 'DESC' }}
      >
        {isSmall ? (
          <SimpleList<DynamicRequest>
            primaryText={(row) => row.name}
            secondaryText={(row) => `${row.customer} · ${millions(row.requests)} / ${millions(row.allowance)}`}
            tertiaryText={(row) =>
              row.overAllowance ? `${formatShare(row.share)} · ${translate('app.dynamicRequests.overAllowance')}` : formatShare(row.share)
            }
            rowClick={(id) => `/bolts/${id}`}
          />
        ) : (
          <DataTable bulkActionButtons={false} rowClick={false}>
            <Col source="name" field={BoltLink} />
            <Col source="customer" />
            <Col source="plan" disableSort field={PlanChip} />
            <Col source="requests" align="right">
              <MillionsField source="requests" />
            </Col>
            <Col source="allowance" align="right" disableSort>
              <MillionsField source="allowance" />
            </Col>
            <Col source="share" field={ShareBar} />
          </DataTable>
        )}
      </List>
    </>
  );
}

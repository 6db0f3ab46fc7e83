import { Box } from '@mui/material';
import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import { LogStatusChip, LogStepChip } from './LogChips';
import { logFilters } from './logFilters';
import { MomentField } from '../../components/MomentField';
import { formatMoment } from '../../rules/dates';

const Col = DataTable.Col;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * Spec 1 §2 /provisioning/cloudflare/logs (staff): every provisioning step the jobs ran, newest
 * first, with its time, customer, domain, step, status and message; filtered and paged.
 */
export default function ProvisioningLogsPage() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      resource="provisioning-logs"
      filters={logFilters}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      {isSmall ? (
        // Phones: the columns as lines under the domain, the message last.
        <SimpleList
          primaryText={(log) => log.domain}
          secondaryText={(log) => (
            <>
              <Box component="span" sx={{ display: 'block', color: 'text.primary' }}>
                {translate(`resources.provisioning-logs.statuses.${log.status}`)} · {translate(`resources.provisioning-logs.steps.${log.step}`)}
              </Box>
              <Box component="span" sx={{ display: 'block' }}>
                {[log.customer, formatMoment(log.createdAt)].filter(Boolean).join(' · ')}
              </Box>
              {log.message}
            </>
          )}
          linkType={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <Col source="createdAt" sx={NO_WRAP}>
            <MomentField source="createdAt" />
          </Col>
          <Col source="customer" disableSort sx={NO_WRAP} />
          <Col source="domain" disableSort />
          <Col source="step" disableSort field={LogStepChip} />
          <Col source="status" disableSort field={LogStatusChip} />
          <Col source="message" disableSort sx={{ maxWidth: 480 }} />
        </DataTable>
      )}
    </List>
  );
}

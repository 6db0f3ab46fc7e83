import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import { CreateButton, DataTable, List, SelectInput, SimpleList, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { PanelListActions } from '../../components/PanelListActions';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import { REBUILD_KINDS, REBUILD_REASONS } from '../../rules/schemas/sitesConfig';
import { RebuildProgress } from './RebuildProgress';
import { ScopeField } from './ScopeField';
import { RecordRowLink } from '../../components/RecordRowLink';
import { MomentField } from '../../components/MomentField';
import { formatMoment } from '../../rules/dates';

const Col = DataTable.Col;
const filters = [
  <SelectInput key="kind" source="kind" choices={REBUILD_KINDS.map((id) => ({ id, name: `resources.rebuild-sites-config.kinds.${id}` }))} alwaysOn />,
  <SelectInput key="reason" source="reason" choices={REBUILD_REASONS.map((id) => ({ id, name: `resources.rebuild-sites-config.reasons.${id}` }))} />,
];

/** Rebuilds move while they run: the list reads again every few seconds. */
const REFRESH_MS = 3000;

/** /rebuild-sites-config (staff; admins start one): rebuilds of sites' configuration and PHP, newest first. */
export const RebuildList = () => {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      actions={<PanelListActions />}
      filters={filters}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      queryOptions={{ refetchInterval: REFRESH_MS }}
      // Staff follow rebuilds and do not start them: the button is the admins' alone (react-admin's access check).
      empty={
        <EmptyState
          icon={<BuildOutlinedIcon />}
          title={translate('resources.rebuild-sites-config.empty')}
          text={translate('resources.rebuild-sites-config.emptyText')}
          action={<CreateButton variant="contained" label="resources.rebuild-sites-config.action.create" />}
        />
      }
    >
      {isSmall ? (
        <SimpleList
          primaryText={(rebuild) => translate(`resources.rebuild-sites-config.kinds.${rebuild.kind}`)}
          secondaryText={() => <ScopeField />}
          tertiaryText={(rebuild) => formatMoment(rebuild.createdAt)}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Col source="createdAt">
            <MomentField source="createdAt" />
          </Col>
          <Col
            source="kind"
            disableSort
            render={() => (
              <RecordRowLink<{ id: string; kind: string }>
                type="show"
                text={(rebuild) => translate(`resources.rebuild-sites-config.kinds.${rebuild.kind}`)}
              />
            )}
          />
          <Col source="reason" disableSort render={(rebuild) => translate(`resources.rebuild-sites-config.reasons.${rebuild.reason}`)} />
          <Col source="sites" disableSort>
            <ScopeField />
          </Col>
          <Col source="requestedBy" disableSort />
          <Col source="finishedAt" disableSort>
            <RebuildProgress />
          </Col>
        </DataTable>
      )}
    </List>
  );
};

import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { recordLabel } from '../../rules/auditTrail';

/** A record's name: a site's or Bolt's as it is now, else what its snapshot holds, else its number. */
const labelOf = (record: RaRecord): string =>
  (record.resource === 'environments' ? record.siteTitle : record.resource === 'bolts' ? record.boltName : null) ??
  recordLabel(record.before, record.after) ??
  `#${record.recordId}`;

/** "Updated · Site Web shop", and where the record belongs: its Bolt and site, as links. */
export const WhatField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const resource = translate(`app.auditTrail.resources.${record.resource}`, { _: record.resource });
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2">
        {translate(`app.auditTrail.actions.${record.action}`)} · {resource} {labelOf(record)}
      </Typography>
      {record.boltId !== null && (
        <Typography variant="caption" color="text.secondary">
          <Link component={RouterLink} to={`/bolts/${record.boltId}`} onClick={(event) => event.stopPropagation()}>
            {record.boltName ?? `${translate('app.auditTrail.bolt')} ${record.boltId}`}
          </Link>
          {record.environmentId !== null && (
            <>
              {' › '}
              <Link
                component={RouterLink}
                to={`/bolts/${record.boltId}/environments/${record.environmentId}`}
                onClick={(event) => event.stopPropagation()}
              >
                {record.siteTitle ?? `${translate('app.auditTrail.site')} ${record.environmentId}`}
              </Link>
            </>
          )}
        </Typography>
      )}
    </Stack>
  );
};

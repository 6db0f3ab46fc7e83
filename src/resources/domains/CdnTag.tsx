import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Domain } from '../../dataProvider/calls/certificates';
import { cdnTag } from './domainRules';

const CDN_COLOURS = { enabled: 'success', incomplete: 'warning', none: 'default' } as const;

/** Spec 2 §2.1: the domain's CDN status tag, in spec 2 §2.12's words. */
export function CdnTag({ cdn }: { cdn: Domain['cdn'] }) {
  const translate = useTranslate();
  const tag = cdnTag(cdn);
  return <Chip size="small" variant="outlined" color={CDN_COLOURS[tag]} label={translate(`app.domains.cdn.${tag}`)} />;
}

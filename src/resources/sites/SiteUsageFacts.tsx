import { useTranslate } from 'react-admin';
import { siteUsageFacts, type SiteUsage } from './siteUsage';
import { InfoList } from '../../components/InfoList';
import { InfoRow } from '../../components/InfoRow';
import { formatMoment } from '../../rules/dates';

const day = (date: Date) => formatMoment(date, 'date');

/** A site's usage this period: billing period, dynamic requests, storage. */
export function SiteUsageFacts({ usage }: { usage: SiteUsage }) {
  const translate = useTranslate();
  const facts = siteUsageFacts(usage);
  return (
    <InfoList>
      <InfoRow label="app.sites.usage.period">{translate('app.sites.usage.range', { from: day(facts.from), to: day(facts.to) })}</InfoRow>
      <InfoRow label="app.sites.usage.requests">{facts.requests}</InfoRow>
      {facts.storageGb && <InfoRow label="app.sites.usage.storage">{translate('resources.shared.storage.gb', { amount: facts.storageGb })}</InfoRow>}
    </InfoList>
  );
}

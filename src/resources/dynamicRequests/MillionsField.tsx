import { useFieldValue, useTranslate } from 'react-admin';
import { formatMillions } from '../../rules/dynamicRequests';

/** A count of dynamic requests in millions (spec 1 §9 multiplier 1,000,000), e.g. "2.417 M". */
export function MillionsField({ source }: { source: 'requests' | 'allowance' }) {
  const translate = useTranslate();
  const value = useFieldValue({ source }) as number | undefined;
  if (value == null) return null;
  return <>{translate('app.dynamicRequests.millions', { value: formatMillions(value) })}</>;
}

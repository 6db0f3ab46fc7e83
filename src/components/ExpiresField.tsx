import { DateField, useFieldValue, useTranslate } from 'react-admin';
import { DATE_TIME } from './dates';

/** A block's or an access's expiry (`source`, `expiresAt` by default); null means it never expires. */
export const ExpiresField = ({ source = 'expiresAt' }: { source?: string }) => {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  if (value == null) return <>{translate('resources.shared.never')}</>;
  return <DateField source={source} showTime options={DATE_TIME} />;
};

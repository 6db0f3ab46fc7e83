import { DateField, useFieldValue, useTranslate } from 'react-admin';
import { DATE_TIME } from './dates';

/** A block's expiry; null means it never expires. */
export const ExpiresField = () => {
  const value = useFieldValue({ source: 'expiresAt' });
  const translate = useTranslate();
  if (value == null) return <>{translate('resources.shared.never')}</>;
  return <DateField source="expiresAt" showTime options={DATE_TIME} />;
};

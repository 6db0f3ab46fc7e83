import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';

/** The interface language is English (spec 1 §1). */
export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: false,
});

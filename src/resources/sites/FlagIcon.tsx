import { CountryFlag } from '../../components/CountryFlag';
import { countryCodeOf, findLocation } from '../../rules/locations';

/** The flag of a location's country: spec 2 §2.12 derives it from the last two characters of location. */
export function FlagIcon({ location, size = 20 }: { location: string; size?: number }) {
  const code = countryCodeOf(location);
  return <CountryFlag code={code} label={findLocation(location)?.country ?? code} size={Math.round((size * 4) / 3)} />;
}

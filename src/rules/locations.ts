/**
 * The provider's data centres. An id ends in the country code (spec 2 §2.12: the flag comes from
 * the last two characters of location). `isLegacy`: a site created there runs on the classic
 * platform, which gets reduced options (spec 2 §1). `targets` says what a location takes today:
 * 'bolt' — new Bolts (the create wizard's location step); 'environment' — new sites inside an
 * existing Bolt there. nyc-us is being retired, so it takes sites for its Bolts but no new Bolts.
 */
export const LOCATION_TARGETS = ['bolt', 'environment'] as const;
export type LocationTarget = (typeof LOCATION_TARGETS)[number];

export interface Location {
  id: string;
  city: string;
  country: string;
  isLegacy: boolean;
  targets: readonly LocationTarget[];
}

const BOTH = LOCATION_TARGETS;

export const LOCATIONS: readonly Location[] = [
  { id: 'osl-no', city: 'Oslo', country: 'Norway', isLegacy: false, targets: BOTH },
  { id: 'sto-se', city: 'Stockholm', country: 'Sweden', isLegacy: false, targets: BOTH },
  { id: 'ams-nl', city: 'Amsterdam', country: 'Netherlands', isLegacy: false, targets: BOTH },
  { id: 'fra-de', city: 'Frankfurt', country: 'Germany', isLegacy: false, targets: BOTH },
  { id: 'lon-gb', city: 'London', country: 'United Kingdom', isLegacy: true, targets: BOTH },
  { id: 'nyc-us', city: 'New York', country: 'United States', isLegacy: true, targets: ['environment'] },
];

export const findLocation = (id: string) => LOCATIONS.find((location) => location.id === id);

export const locationsFor = (target?: LocationTarget) => (target ? LOCATIONS.filter((location) => location.targets.includes(target)) : LOCATIONS);

/** Spec 2 §2.12: the flag is derived from the last two characters of location. */
export const countryCodeOf = (locationId: string) => locationId.slice(-2).toUpperCase();

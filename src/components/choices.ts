/** Filter choices for a block's computed `active`; the API reads 'true' / 'false'. */
export const activeChoices = [
  { id: 'true', name: 'resources.shared.active' },
  { id: 'false', name: 'resources.shared.expired' },
];

/** `{id, name}` choices of an enum, labelled from resources.<resource>.<group>.<value>. */
export const enumChoices = (resource: string, group: string, values: readonly string[]) =>
  values.map((value) => ({ id: value, name: `resources.${resource}.${group}.${value}` }));

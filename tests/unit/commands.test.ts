import { describe, expect, it } from 'vitest';
import { boltCommands, generalCommands, matchCommands, siteCommands, wordpressAdminUrl, type PaletteCommand } from '../../src/rules/commands';
import { palette, shortcuts } from '../../src/i18n/app/shortcuts';

/** The English label, as the panel translates it. */
const labelOf = (command: PaletteCommand) => {
  const [, section, ...rest] = command.label.split('.');
  const tree = (section === 'palette' ? palette : shortcuts) as unknown as Record<string, unknown>;
  return rest.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
};
const ids = (commands: PaletteCommand[]) => commands.map((command) => command.id);

describe('the command palette', () => {
  it('offers a site’s actions: deploy only with a repository, WordPress admin only with a domain', () => {
    expect(ids(siteCommands({ devMode: false, hasGit: true, domains: ['shop.example'] }))).toEqual([
      'purge-cache',
      'dev-mode-on',
      'deploy',
      'add-domain',
      'wordpress-admin',
    ]);
    expect(ids(siteCommands({ devMode: true, hasGit: false, domains: [] }))).toEqual(['purge-cache', 'dev-mode-off', 'add-domain']);
    expect(ids(boltCommands())).toEqual(['create-site']);
  });

  it('matches every typed word against the beginning of a word of the label or keywords', () => {
    const all = [...siteCommands({ devMode: false, hasGit: true, domains: ['shop.example'] }), ...generalCommands()];
    expect(ids(matchCommands(all, 'dep', labelOf))).toEqual(['deploy']);
    expect(ids(matchCommands(all, 'dev mode', labelOf))).toEqual(['dev-mode-on']);
    expect(ids(matchCommands(all, 'PURGE', labelOf))).toEqual(['purge-cache']);
    expect(ids(matchCommands(all, 'ssl', labelOf))).toEqual(['add-domain']);
    expect(ids(matchCommands(all, 'go bolts', labelOf))).toEqual(['go:/bolts']);
    expect(matchCommands(all, 'acme-webshop', labelOf)).toEqual([]);
    expect(ids(matchCommands(all, '', labelOf))).toEqual(['purge-cache', 'dev-mode-on', 'deploy', 'add-domain', 'wordpress-admin', 'shortcuts']);
  });

  it('gives each page command its keys, and opens WordPress admin on the first domain', () => {
    const bolts = generalCommands().find((command) => command.id === 'go:/bolts');
    expect(bolts?.keys).toEqual(['G', 'B']);
    expect(generalCommands().find((command) => command.id === 'shortcuts')?.keys).toEqual(['?']);
    expect(wordpressAdminUrl(['shop.example', 'www.shop.example'])).toBe('https://shop.example/wp-admin/');
    expect(wordpressAdminUrl([])).toBeNull();
  });
});

/** What the create wizard's installation step offers to put on a new Bolt's first site. */
export interface Cms {
  id: string;
  name: string;
  description: string;
}

export const CMS_CATALOGUE: readonly Cms[] = [
  { id: 'wordpress', name: 'WordPress', description: 'The most used CMS for websites and blogs.' },
  { id: 'woocommerce', name: 'WooCommerce', description: 'WordPress with the WooCommerce web shop.' },
  { id: 'laravel', name: 'Laravel', description: 'A PHP framework for web applications.' },
  { id: 'magento', name: 'Magento', description: 'Open-source e-commerce for larger shops.' },
  { id: 'drupal', name: 'Drupal', description: 'A CMS for content-rich, structured sites.' },
  { id: 'empty', name: 'Empty site', description: 'No installation: upload your own code over SFTP, SSH or git.' },
];

export const CMS_IDS = CMS_CATALOGUE.map((cms) => cms.id) as [string, ...string[]];

// Spec 2 §2.5 redirection; validation and success texts come from src/rules/redirection.ts.
export const redirection = {
  title: 'Redirection',
  save: 'Save',
  https: {
    title: 'Force HTTPS',
    explain: 'Send every visitor to the secure HTTPS address of this site.',
    explainLegacy: 'Send every visitor to HTTPS on this domain. Leave it empty to turn it off.',
    checkbox: 'Redirect all HTTP requests to HTTPS',
    domain: 'HTTPS domain',
    domainHelp: 'The domain requests are forced to over HTTPS.',
  },
  domain: {
    title: 'Domain redirect',
    explain: 'Send every request of this site to one domain, for example your main domain.',
    https: 'Use HTTPS',
    domain: 'Domain',
    preview: 'Requests will go to %{target}',
    delete: 'Delete redirect settings',
  },
};

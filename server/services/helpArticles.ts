import { helpArticleUrl } from '../../src/rules/help.js';

interface HelpArticle {
  slug: string;
  title: string;
  summary: string;
  /** Words a person may search by that the title and summary do not use. */
  keywords: string;
}

/** The provider's help articles the search overlay finds (spec 1 §2), a short list searched in memory. */
const ARTICLES: readonly HelpArticle[] = [
  {
    slug: 'create-a-bolt',
    title: 'Creating a Bolt',
    summary: 'Choose a plan, a location and a CMS for a new Bolt.',
    keywords: 'hosting plan new order',
  },
  {
    slug: 'add-a-site',
    title: 'Adding a site to a Bolt',
    summary: 'Create a production, staging or development site.',
    keywords: 'environment staging',
  },
  {
    slug: 'add-a-domain',
    title: 'Adding a domain to a site',
    summary: 'Point a domain at a site and check its DNS records.',
    keywords: 'dns a record cname hostname',
  },
  {
    slug: 'ssl-certificates',
    title: 'Ordering an SSL certificate',
    summary: "Let's Encrypt, Sectigo or your own certificate for a domain.",
    keywords: 'https tls lets encrypt',
  },
  {
    slug: 'cdn',
    title: 'Setting up the CDN',
    summary: 'Serve a domain through the CDN: ownership, SSL and routing.',
    keywords: 'content delivery network cache edge',
  },
  {
    slug: 'databases',
    title: 'Managing databases',
    summary: 'Create a database, reset its password and connect it to sites.',
    keywords: 'mysql mariadb phpmyadmin',
  },
  {
    slug: 'cron-jobs',
    title: 'Scheduling cron jobs',
    summary: 'Run a command on a schedule and get notified when it fails.',
    keywords: 'cronjob schedule wp-cron',
  },
  {
    slug: 'php-settings',
    title: 'Changing PHP settings',
    summary: 'PHP version, memory limit, time zone and extensions of a site.',
    keywords: 'php version memory extensions',
  },
  {
    slug: 'ssh-and-sftp',
    title: 'Connecting with SSH and SFTP',
    summary: 'Add SSH keys and choose how a site is reached.',
    keywords: 'ssh key sftp shell terminal',
  },
  {
    slug: 'server-caching',
    title: 'Server caching and development mode',
    summary: 'Purge the cache, or turn it off for 3 hours while you work.',
    keywords: 'purge cache dev mode',
  },
  {
    slug: 'git-deployment',
    title: 'Deploying from git',
    summary: 'Connect a repository with a deploy key and deploy on push.',
    keywords: 'github gitlab bitbucket webhook',
  },
  {
    slug: 'redirections',
    title: 'Redirecting a site',
    summary: 'Send every request to HTTPS or to another domain.',
    keywords: 'redirect https force domain',
  },
  {
    slug: 'bolt-users',
    title: 'Giving people access to a Bolt',
    summary: 'Invite partners, technical contacts and developers.',
    keywords: 'users members invite roles',
  },
  {
    slug: 'transfer-a-bolt',
    title: 'Transferring a Bolt to another account',
    summary: 'Hand a Bolt over to another customer.',
    keywords: 'move owner transfer',
  },
  {
    slug: 'invoices',
    title: 'Invoices and payment',
    summary: 'Pay invoices, download them and change the card you pay with.',
    keywords: 'billing invoice credit note card',
  },
  {
    slug: 'locked-account',
    title: 'Why is my account locked?',
    summary: 'Unpaid invoices or misuse lock an account; how to unlock it.',
    keywords: 'blocked lockdown unpaid',
  },
];

/**
 * The help articles with every word of `q` in their title, summary or keywords (any case), those
 * whose title has them first; no `q`, all of them.
 */
export function searchHelpArticles(q: string, limit: number) {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const has = (text: string) => words.every((word) => text.toLowerCase().includes(word));
  const found = ARTICLES.filter((article) => has(`${article.title} ${article.summary} ${article.keywords}`));
  const byTitleFirst = [...found.filter((article) => has(article.title)), ...found.filter((article) => !has(article.title))];
  return byTitleFirst.slice(0, limit).map((article) => ({
    id: article.slug,
    type: 'help' as const,
    attributes: { title: article.title, subtitle: article.summary, url: helpArticleUrl(article.slug) },
  }));
}

/**
 * The provider's help site: the help button opens it in a new tab (spec 1 §2) and the help
 * articles the search finds live under it. A deployment under another brand changes this one line.
 */
export const HELP_SITE_URL = 'https://help.hosting.test';

export const helpArticleUrl = (slug: string) => `${HELP_SITE_URL}/articles/${slug}`;

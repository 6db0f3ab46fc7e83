/** The server list's tabs (spec 1 §2: /servers, /servers/shared, /dedicated, /empty, /hidden). */
export const SERVER_VIEWS = ['all', 'shared', 'dedicated', 'empty', 'hidden'] as const;
export type ServerView = (typeof SERVER_VIEWS)[number];

/** Each tab's fixed filter: hidden servers show only under Hidden (and Empty, which is about Bolts). */
export const VIEW_FILTERS: Record<ServerView, Record<string, string | boolean>> = {
  all: { hidden: false },
  shared: { type: 'shared', hidden: false },
  dedicated: { type: 'dedicated', hidden: false },
  empty: { empty: true },
  hidden: { hidden: true },
};

export const viewPath = (view: ServerView) => (view === 'all' ? '/servers' : `/servers/${view}`);

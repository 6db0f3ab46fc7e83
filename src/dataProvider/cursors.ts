/**
 * Keyset paging from the client's side (README "Lists at scale"): each list page the API answers
 * names the cursor behind its last row (`meta.next_cursor`). Asked for the page after one it has
 * read, with the same sort, filters and page size, the data provider passes that cursor as `after`,
 * so a person paging on through a long list costs the API a page 1 each time however deep they
 * go. A page reached any other way (a jump, a reload) goes by its number. Pure, no I/O.
 */
const KEPT = 200;

/** The query of a page without its number: the pages of one walk through one list share it. */
const walkOf = (path: string, query: URLSearchParams) => {
  const rest = new URLSearchParams(query);
  rest.delete('page');
  rest.delete('after');
  rest.sort();
  return `${path}?${rest}`;
};

export function createCursorMemory() {
  const cursors = new Map<string, string>();
  const key = (path: string, query: URLSearchParams, page: number) => `${walkOf(path, query)}#${page}`;
  return {
    /** Remembers the cursor behind page `page` of this list. */
    remember(path: string, query: URLSearchParams, page: number, cursor: string | null | undefined) {
      const name = key(path, query, page);
      cursors.delete(name);
      if (!cursor) return;
      if (cursors.size >= KEPT) cursors.delete(cursors.keys().next().value!);
      cursors.set(name, cursor);
    },
    /** The cursor to read page `page` with: the one behind the page before it, if that was read. */
    before(path: string, query: URLSearchParams, page: number): string | undefined {
      return page > 1 ? cursors.get(key(path, query, page - 1)) : undefined;
    },
  };
}

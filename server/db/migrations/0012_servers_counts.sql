-- A server's live Bolts and its databases, kept in servers.bolts_count and servers.databases_count
-- (columns of migration 0011) by the triggers below, so the server list reads, sorts and filters
-- them as columns instead of counting per row (issue 10: sorted by Bolt count it was 2 answers/s
-- at 100,000 Bolts). A live Bolt is one not yet deleted (deleted_at is null), as the count was.
-- Statement triggers with transition tables: a statement that adds or moves many rows at once (a
-- bulk import, an account's Bolts deleted with it) updates each server once, by its net change.
-- A trigger takes one event when it reads transition tables, hence three per table.
CREATE FUNCTION servers_count_bolts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE servers s SET bolts_count = s.bolts_count + c.n
    FROM (SELECT server_id, count(*)::int AS n FROM added_bolts WHERE deleted_at IS NULL AND server_id IS NOT NULL GROUP BY server_id) c
    WHERE s.id = c.server_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE servers s SET bolts_count = s.bolts_count - c.n
    FROM (SELECT server_id, count(*)::int AS n FROM removed_bolts WHERE deleted_at IS NULL AND server_id IS NOT NULL GROUP BY server_id) c
    WHERE s.id = c.server_id;
  ELSE
    UPDATE servers s SET bolts_count = s.bolts_count + c.n
    FROM (
      SELECT server_id, sum(n)::int AS n FROM (
        SELECT server_id, 1 AS n FROM added_bolts WHERE deleted_at IS NULL AND server_id IS NOT NULL
        UNION ALL
        SELECT server_id, -1 FROM removed_bolts WHERE deleted_at IS NULL AND server_id IS NOT NULL
      ) moves GROUP BY server_id
    ) c
    WHERE s.id = c.server_id AND c.n <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bolts_count_inserted AFTER INSERT ON bolts REFERENCING NEW TABLE AS added_bolts
  FOR EACH STATEMENT EXECUTE FUNCTION servers_count_bolts();
--> statement-breakpoint
CREATE TRIGGER bolts_count_deleted AFTER DELETE ON bolts REFERENCING OLD TABLE AS removed_bolts
  FOR EACH STATEMENT EXECUTE FUNCTION servers_count_bolts();
--> statement-breakpoint
CREATE TRIGGER bolts_count_updated AFTER UPDATE ON bolts REFERENCING OLD TABLE AS removed_bolts NEW TABLE AS added_bolts
  FOR EACH STATEMENT EXECUTE FUNCTION servers_count_bolts();
--> statement-breakpoint
CREATE FUNCTION servers_count_databases() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE servers s SET databases_count = s.databases_count + c.n
    FROM (SELECT server_id, count(*)::int AS n FROM added_databases WHERE server_id IS NOT NULL GROUP BY server_id) c
    WHERE s.id = c.server_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE servers s SET databases_count = s.databases_count - c.n
    FROM (SELECT server_id, count(*)::int AS n FROM removed_databases WHERE server_id IS NOT NULL GROUP BY server_id) c
    WHERE s.id = c.server_id;
  ELSE
    UPDATE servers s SET databases_count = s.databases_count + c.n
    FROM (
      SELECT server_id, sum(n)::int AS n FROM (
        SELECT server_id, 1 AS n FROM added_databases WHERE server_id IS NOT NULL
        UNION ALL
        SELECT server_id, -1 FROM removed_databases WHERE server_id IS NOT NULL
      ) moves GROUP BY server_id
    ) c
    WHERE s.id = c.server_id AND c.n <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER databases_count_inserted AFTER INSERT ON databases REFERENCING NEW TABLE AS added_databases
  FOR EACH STATEMENT EXECUTE FUNCTION servers_count_databases();
--> statement-breakpoint
CREATE TRIGGER databases_count_deleted AFTER DELETE ON databases REFERENCING OLD TABLE AS removed_databases
  FOR EACH STATEMENT EXECUTE FUNCTION servers_count_databases();
--> statement-breakpoint
CREATE TRIGGER databases_count_updated AFTER UPDATE ON databases REFERENCING OLD TABLE AS removed_databases NEW TABLE AS added_databases
  FOR EACH STATEMENT EXECUTE FUNCTION servers_count_databases();
--> statement-breakpoint
-- The counts of the rows already there.
UPDATE servers s SET
  bolts_count = (SELECT count(*)::int FROM bolts b WHERE b.server_id = s.id AND b.deleted_at IS NULL),
  databases_count = (SELECT count(*)::int FROM databases d WHERE d.server_id = s.id);
--> statement-breakpoint
-- The server list sorted by Bolt count, by keyset like its other sorts.
CREATE INDEX IF NOT EXISTS "servers_bolts_count_idx" ON "servers" ("bolts_count", "id");
--> statement-breakpoint
-- Support access (staff) sorted by site (services/sshAccessBySite.ts): the sites that hold some,
-- one probe each, or all sites in title order, and each site's entries in id order.
CREATE INDEX IF NOT EXISTS "ssh_access_staff_site_idx" ON "ssh_access" ("environment_id", "id") WHERE "type" = 'staff';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "environments_title_idx" ON "environments" ("title", "id");

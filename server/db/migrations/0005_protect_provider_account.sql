-- The provider's own account can never be deleted or left without an admin, whatever path a
-- change takes (README "Who may do what to whom"): the last admin cannot be deleted, demoted or
-- moved to another account, and an account that holds staff or admins cannot be deleted.
CREATE FUNCTION keep_an_admin() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.role = 'admin'
     AND (TG_OP = 'DELETE' OR NEW.role <> 'admin' OR NEW.account_id <> OLD.account_id)
     AND NOT EXISTS (SELECT 1 FROM users WHERE role = 'admin' AND account_id = OLD.account_id AND id <> OLD.id) THEN
    RAISE EXCEPTION 'The last admin of an account cannot be removed.' USING ERRCODE = 'check_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_keep_an_admin BEFORE DELETE OR UPDATE OF role, account_id ON users
  FOR EACH ROW EXECUTE FUNCTION keep_an_admin();
--> statement-breakpoint
CREATE FUNCTION keep_provider_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM users WHERE account_id = OLD.id AND role IN ('staff', 'admin')) THEN
    RAISE EXCEPTION 'The provider''s account cannot be deleted.' USING ERRCODE = 'check_violation';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_keep_provider_account BEFORE DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION keep_provider_account();

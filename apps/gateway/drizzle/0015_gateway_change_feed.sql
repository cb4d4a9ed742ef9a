-- The gateway's change feed (ARCHITECTURE "Scale-out"): every instance keeps live sessions with
-- their member, merchant config and the vendor catalogue in memory, and drops an entry when the
-- row behind it changes. Triggers see every write, whatever code path or instance made it, and
-- pg_notify reaches every listening instance once the transaction commits.
CREATE OR REPLACE FUNCTION gateway_notify_member_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('gateway_changes', 'member:' || OLD.member_id);
  ELSE
    PERFORM pg_notify('gateway_changes', 'member:' || OLD.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gateway_notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gateway_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A session ends (logout, forced logout, exclusion, sweep) or its absolute end moves (session limit).
-- The idle clock (last_seen_at) is not a revocation and stays silent.
CREATE TRIGGER sessions_change_feed AFTER DELETE OR UPDATE OF expires_at, member_id ON sessions
  FOR EACH ROW EXECUTE FUNCTION gateway_notify_member_change();
--> statement-breakpoint
-- Status, password, profile: any change to the member a live session carries.
CREATE TRIGGER members_change_feed AFTER UPDATE OR DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION gateway_notify_member_change();
--> statement-breakpoint
CREATE TRIGGER merchants_change_feed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON merchants
  FOR EACH STATEMENT EXECUTE FUNCTION gateway_notify_table_change('merchants');
--> statement-breakpoint
CREATE TRIGGER wallet_settings_change_feed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wallet_settings
  FOR EACH STATEMENT EXECUTE FUNCTION gateway_notify_table_change('merchants');
--> statement-breakpoint
CREATE TRIGGER vendors_change_feed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION gateway_notify_table_change('catalogue');

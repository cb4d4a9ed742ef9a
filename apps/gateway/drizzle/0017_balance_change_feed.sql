-- The change feed (0015) for balances: a member's ledger accounts changed, so every instance drops
-- the balances it keeps in memory for that member. System accounts (no member) stay silent.
CREATE OR REPLACE FUNCTION gateway_notify_balance_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.member_id IS NOT NULL THEN
    PERFORM pg_notify('gateway_changes', 'balance:' || OLD.member_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.member_id IS NOT NULL THEN
    PERFORM pg_notify('gateway_changes', 'balance:' || NEW.member_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_change_feed AFTER INSERT OR UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION gateway_notify_balance_change();

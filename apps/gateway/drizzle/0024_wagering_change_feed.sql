-- The change feed (0015, 0017) for wagering requirements: a settled bet with no payout moves no
-- ledger account but does lower the requirement, and the balance answer every instance keeps in
-- memory shows its progress, so the row's change drops that answer like a balance change does.
CREATE TRIGGER wagering_requirements_change_feed AFTER INSERT OR UPDATE OR DELETE ON wagering_requirements
  FOR EACH ROW EXECUTE FUNCTION gateway_notify_balance_change();

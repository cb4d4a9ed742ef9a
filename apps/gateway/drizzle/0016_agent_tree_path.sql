ALTER TABLE "members" ADD COLUMN "tree_path" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "members_tree_path_idx" ON "members" USING gin ("tree_path");--> statement-breakpoint
-- Hand-written: the path is the upline's path plus the member's own id, set before every insert and
-- upline change; a changed upline moves the member's whole subtree. An upline inside the member's
-- own subtree would make a cycle, and is refused.
CREATE FUNCTION "members_tree_path"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  upline_path integer[];
BEGIN
  IF NEW.upline_id IS NULL THEN
    NEW.tree_path := ARRAY[NEW.id];
  ELSE
    SELECT tree_path INTO upline_path FROM members WHERE id = NEW.upline_id;
    IF upline_path @> ARRAY[NEW.id] THEN
      RAISE EXCEPTION 'member % cannot be below its own downline %', NEW.id, NEW.upline_id;
    END IF;
    NEW.tree_path := coalesce(upline_path, '{}'::integer[]) || NEW.id;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.tree_path IS DISTINCT FROM OLD.tree_path THEN
    UPDATE members SET tree_path = NEW.tree_path || tree_path[array_length(OLD.tree_path, 1) + 1:]
     WHERE tree_path @> ARRAY[NEW.id] AND id <> NEW.id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
WITH RECURSIVE tree(id, path) AS (
  SELECT id, ARRAY[id] FROM members WHERE upline_id IS NULL
  UNION ALL
  SELECT m.id, t.path || m.id FROM members m JOIN tree t ON m.upline_id = t.id
)
UPDATE members m SET tree_path = tree.path FROM tree WHERE m.id = tree.id;
--> statement-breakpoint
CREATE TRIGGER "members_tree_path" BEFORE INSERT OR UPDATE OF "upline_id" ON "members" FOR EACH ROW EXECUTE FUNCTION "members_tree_path"();

ALTER TABLE "members" ADD COLUMN "open_conversations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- members.open_conversations: the open conversations each member holds, kept exact by this trigger on
-- every write of conversations (the router reads it instead of counting per decision).
CREATE OR REPLACE FUNCTION conversations_open_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'open' AND OLD.assignee_id IS NOT NULL
     AND (TG_OP = 'DELETE' OR NEW.status IS DISTINCT FROM 'open' OR NEW.assignee_id IS DISTINCT FROM OLD.assignee_id OR NEW.workspace_id <> OLD.workspace_id) THEN
    UPDATE members SET open_conversations = open_conversations - 1 WHERE workspace_id = OLD.workspace_id AND user_id = OLD.assignee_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'open' AND NEW.assignee_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'open' OR OLD.assignee_id IS DISTINCT FROM NEW.assignee_id OR NEW.workspace_id <> OLD.workspace_id) THEN
    UPDATE members SET open_conversations = open_conversations + 1 WHERE workspace_id = NEW.workspace_id AND user_id = NEW.assignee_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_open_count AFTER INSERT OR DELETE OR UPDATE OF status, assignee_id, workspace_id ON conversations
  FOR EACH ROW EXECUTE FUNCTION conversations_open_count();
--> statement-breakpoint
UPDATE members m SET open_conversations = (
  SELECT count(*) FROM conversations c WHERE c.workspace_id = m.workspace_id AND c.assignee_id = m.user_id AND c.status = 'open');

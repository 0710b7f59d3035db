-- The audit trail becomes tamper-evident (docs/decisions/099): every row is numbered in one chain
-- and carries the hash of the row before it and its own, SHA-256 over that hash and the row's
-- canonical content. The database computes them (a BEFORE INSERT trigger under the lock of the
-- one-row chain head), so the chain is linear however many server instances insert, and the
-- application cannot set them. Existing rows are chained here, in the order of their ids.
CREATE TABLE "audit_chain_head" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_seq" bigint NOT NULL,
	"last_hash" text NOT NULL,
	CONSTRAINT "audit_chain_head_one_row" CHECK ("audit_chain_head"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "chain_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The canonical content of a row: a JSON array of its fields in this order, the time as UTC with
-- microseconds. jsonb's text form is deterministic (its keys sorted), whatever the session's settings.
CREATE FUNCTION "audit_log_canonical"(r "audit_log") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_array(
    r.chain_seq, r.id, to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    r.actor_user_id, r.actor_email, r.actor_role, r.ip, r.action, r.entity_type, r.entity_id,
    r.company_id, r.before, r.after, r.reason
  )::text
$$;--> statement-breakpoint
CREATE FUNCTION "audit_log_hash"(prev text, r "audit_log") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(prev || audit_log_canonical(r), 'UTF8')), 'hex')
$$;--> statement-breakpoint
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_update_delete";--> statement-breakpoint
DO $$
DECLARE
  r "audit_log";
  h text := repeat('0', 64);
  n bigint := 0;
BEGIN
  FOR r IN SELECT * FROM "audit_log" ORDER BY "id" LOOP
    n := n + 1;
    r.chain_seq := n;
    r.prev_hash := h;
    r.hash := audit_log_hash(h, r);
    UPDATE "audit_log" SET "chain_seq" = r.chain_seq, "prev_hash" = r.prev_hash, "hash" = r.hash WHERE "id" = r.id;
    h := r.hash;
  END LOOP;
  INSERT INTO "audit_chain_head" ("id", "last_seq", "last_hash") VALUES (1, n, h);
END $$;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_update_delete";--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_chain_seq_uq" ON "audit_log" USING btree ("chain_seq");--> statement-breakpoint
-- SECURITY DEFINER: the chain head is written by this function alone, so a role that may only
-- INSERT and SELECT audit_log (docs/decisions/099) cannot move the head.
CREATE FUNCTION "audit_log_chain"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  head "audit_chain_head";
BEGIN
  SELECT * INTO head FROM "audit_chain_head" WHERE "id" = 1 FOR UPDATE;
  NEW.chain_seq := head.last_seq + 1;
  NEW.prev_hash := head.last_hash;
  NEW.hash := audit_log_hash(head.last_hash, NEW);
  UPDATE "audit_chain_head" SET "last_seq" = NEW.chain_seq, "last_hash" = NEW.hash WHERE "id" = 1;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_chain" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_chain"();
